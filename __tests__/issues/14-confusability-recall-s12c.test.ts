// Issue 14, session 12 round 3 (h12r3): recall on the third held-out set and the ninth set's dev
// halves. What a kind of system holds: a spreadsheet's values and cells are what reading or
// writing a sheet acts on; on a map a POI, an address, a location or a category searched is a
// place (unless searched along a route); in a memory store finding an entity's relations
// searches the memory. Each rule has a test on its mechanism and a regression test on a real pair.
import { describe, expect, it } from '@jest/globals';
import { jobInKind } from '../../src/lexical/lexicon.js';
import { expectConfusable } from './confusable-pairs.js';

describe('a spreadsheet’s values and cells are what its sheets hold', () => {
  it('reads getting values or cells as reading the sheet’s values', () => {
    const sheetValues = { action: 'list', object: ['sheet', 'value'] };
    expect(jobInKind('sheet', 'read', ['value'])).toEqual(sheetValues);
    expect(jobInKind('sheet', 'read', ['cell'])).toEqual(sheetValues);
    expect(jobInKind('sheet', 'read', ['sheet'])).toEqual(sheetValues);
    expect(jobInKind('sheet', 'update', ['value'])).toEqual({
      action: 'update',
      object: ['sheet', 'value'],
    });
    // Only within a spreadsheet: a cache's values are not a sheet's.
    expect(jobInKind(undefined, 'read', ['value'])).toBeUndefined();
    expect(jobInKind('memory', 'read', ['value'])).toBeUndefined();
  });

  it('pairs Excel excel_read_sheet with Google Sheets sheets_batch_get_values', () => {
    expectConfusable(['excel', 'excel_read_sheet'], ['gsheets', 'sheets_batch_get_values']);
  });
});

describe('on a map the things searched for are places', () => {
  it('reads a search of POIs, addresses, locations or categories as a search of places', () => {
    const places = { action: 'search', object: ['place'] };
    for (const head of ['poi', 'address', 'location', 'category', 'geocode']) {
      expect(jobInKind('maps', 'search', [head])).toEqual(places);
    }
    // What is not a place stays itself: a route optimisation, a point of a given set.
    expect(jobInKind('maps', 'search', ['optimization'])).toBeUndefined();
    expect(jobInKind('maps', 'search', ['point'])).toBeUndefined();
    // Only on a map: a CRM's addresses are not places.
    expect(jobInKind('crm', 'search', ['address'])).toBeUndefined();
    // Places along a route are found by the route: that search stays its own.
    expect(jobInKind('maps', 'search', ['route', 'place'])).toBeUndefined();
  });

  it('pairs Google Maps maps_search_places with Mapbox search_and_geocode_tool', () => {
    expectConfusable(['google-maps', 'maps_search_places'], ['mapbox', 'search_and_geocode_tool']);
  });
});

describe('in a memory store an entity’s relations are stored with it', () => {
  it('reads finding relationships or relations as searching the memory', () => {
    const memory = { action: 'search', object: ['memory'] };
    expect(jobInKind('memory', 'search', ['relationship'])).toEqual(memory);
    expect(jobInKind('memory', 'search', ['relation'])).toEqual(memory);
    // Creating a relation stays its own job; a CRM's relationships are no memory.
    expect(jobInKind('memory', 'create', ['relation'])).toBeUndefined();
    expect(jobInKind('crm', 'search', ['relationship'])).toBeUndefined();
  });

  it('pairs memdata memdata_relationships with the knowledge graph’s search_nodes', () => {
    expectConfusable(['memdata', 'memdata_relationships'], ['knowledge-graph', 'search_nodes']);
  });
});
