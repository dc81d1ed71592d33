// Issue 14, session 43: misses pinned on the real pairs that showed them (the earlier sets' and
// the first readings of the 92nd to 95th held-out sets).
import { splitIdentifier } from '../../src/lexical/tokenize.js';
import { expectApart, expectConfusable, kindOfServer, objectOfTool } from './confusable-pairs.js';

describe('a batch of requests to any path of an API reaches everything that API holds', () => {
  it('zoho_composite_request ~ zoho_get_record, onedrive batch_operations ~ list_files', () => {
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_composite_request'],
      ['zoho-crm-hemichaeli', 'zoho_get_record'],
    );
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_composite_request'],
      ['zoho-crm-hemichaeli', 'zoho_update_records'],
    );
    expectConfusable(
      ['onedrive-sharepoint', 'batch_operations'],
      ['onedrive-sharepoint', 'list_files'],
    );
  });

  it('a batch of requests that names no API sends traffic: apisix/send_request_to_gateway', () => {
    expect(objectOfTool('zoho-crm-hemichaeli', 'zoho_composite_request')).toEqual(['api']);
    expect(objectOfTool('apisix', 'send_request_to_gateway')).not.toEqual(['api']);
  });

  it("another server's SQL write is no Graph request: onedrive batch_operations vs relatasql/execute_approved_operation", () => {
    expectApart(
      ['onedrive-sharepoint', 'batch_operations'],
      ['relatasql', 'execute_approved_operation'],
    );
  });
});

describe('a numeronym is one word: k8s, i18n, a11y', () => {
  it('splitIdentifier keeps k8s_list_pods and listK8sPods to k8s, list, pods', () => {
    expect(splitIdentifier('k8s_list_pods')).toEqual(['k8s', 'list', 'pods']);
    expect(splitIdentifier('listK8sPods')).toEqual(['list', 'k8s', 'pods']);
    expect(splitIdentifier('i18n_keys')).toEqual(['i18n', 'keys']);
    // A letter and a number alone are no numeronym: `s3`, `erc20`, `readFile2` still split.
    expect(splitIdentifier('s3_list_buckets')).toEqual(['s', '3', 'list', 'buckets']);
    expect(splitIdentifier('readFile2')).toEqual(['read', 'file', '2']);
  });

  it("kubernetes-stonepusher's k8s_get_events lists events, as events_list does", () => {
    expect(objectOfTool('kubernetes-stonepusher', 'k8s_list_pods')).toEqual(['pod']);
    expect(objectOfTool('kubernetes-stonepusher', 'k8s_get_pod_logs')).toEqual(['log']);
    expectConfusable(
      ['kubernetes-containers', 'events_list'],
      ['kubernetes-stonepusher', 'k8s_get_events'],
    );
    expectConfusable(
      ['kubernetes', 'stop_port_forward'],
      ['kubernetes-stonepusher', 'k8s_port_forward_stop'],
    );
  });
});

describe("two servers of one product's generic tools act on the same anything", () => {
  it('kubernetes/kubectl_create ~ kubernetes-containers/resources_create_or_update, kubectl_delete ~ resources_delete', () => {
    expectConfusable(
      ['kubernetes', 'kubectl_create'],
      ['kubernetes-containers', 'resources_create_or_update'],
    );
    expectConfusable(
      ['kubernetes', 'kubectl_delete'],
      ['kubernetes-containers', 'resources_delete'],
    );
  });

  it("two products' generic resources stay apart: kubernetes/kubectl_get vs apisix/get_resource", () => {
    expectApart(['kubernetes', 'kubectl_get'], ['apisix', 'get_resource']);
  });
});

describe("a shipping service's label, shipment and waybill are one thing made, tracked and rated", () => {
  it('ShipStation, Shippo, EasyPost and Nova Poshta are shipping services', () => {
    for (const server of ['shipstation', 'shippo-edoswald', 'easypost-bischoff99', 'novaposhta'])
      expect(kindOfServer(server)).toBe('shipping');
  });

  it('buy_shipment_label ~ purchase_label, create_shipment ~ create_label, track_shipment ~ track_package ~ track_document', () => {
    expectConfusable(
      ['easypost-bischoff99', 'buy_shipment_label'],
      ['shippo-edoswald', 'purchase_label'],
    );
    expectConfusable(['easypost-bischoff99', 'create_shipment'], ['shipstation', 'create_label']);
    expectConfusable(['easypost-bischoff99', 'track_shipment'], ['shipstation', 'track_package']);
    expectConfusable(['novaposhta', 'track_document'], ['shipstation', 'track_package']);
    expectConfusable(['shippo-edoswald', 'get_shipping_rates'], ['shipstation', 'calculate_rates']);
  });

  it("a shipping label is no tracker's label: shipstation/create_label vs github/create_label", () => {
    expectApart(['shipstation', 'create_label'], ['github', 'create_label']);
  });
});

describe("a smart home hub's entities are its devices, and each domain one type of them", () => {
  it('Home Assistant, Homey and SmartThings servers are smart home hubs', () => {
    for (const server of ['homeassistant-liorfranko', 'homey-decline27', 'smartthings-bobmatnyc'])
      expect(kindOfServer(server)).toBe('home');
  });

  it('listEntities ~ list_devices, lights ~ ha_list_entities, switches ~ homey_list_devices', () => {
    expectConfusable(
      ['homeassistant-liorfranko', 'listEntities'],
      ['smartthings-bobmatnyc', 'list_devices'],
    );
    expectConfusable(['homeassistant', 'lights'], ['homeassistant-vortitron', 'ha_list_entities']);
    expectConfusable(['homeassistant', 'switches'], ['homey-decline27', 'homey_list_devices']);
  });

  it("a hub's devices and automations are its own: no playback device, no newsletter automation", () => {
    expectApart(['smartthings-bobmatnyc', 'list_devices'], ['spotify', 'getAvailableDevices']);
    expectApart(
      ['activecampaign-highliuk', 'list_automations'],
      ['homeassistant-vortitron', 'ha_list_automations'],
    );
  });
});

describe("a queue is its kind's: a player's queue holds tracks, a broker's messages", () => {
  it('rabbitmq-yuchenhui/purge-queue vs spotify-kholcomb/clear_queue', () => {
    expectApart(['rabbitmq-yuchenhui', 'purge-queue'], ['spotify-kholcomb', 'clear_queue']);
  });
});

describe("a generic read of one resource lists none of another server's", () => {
  it('kubectl_describe vs pods_list, resources_get vs k8s_list_pods (each reads one resource by its name)', () => {
    expectApart(['kubernetes', 'kubectl_describe'], ['kubernetes-containers', 'pods_list']);
    expectApart(
      ['kubernetes-containers', 'resources_get'],
      ['kubernetes-stonepusher', 'k8s_list_pods'],
    );
  });

  it('one that says it lists too does: kubectl_get ("Get or list Kubernetes resources") ~ k8s_list_pods', () => {
    expectConfusable(['kubernetes', 'kubectl_get'], ['kubernetes-stonepusher', 'k8s_list_pods']);
    expectConfusable(['kubernetes', 'kubectl_get'], ['kubernetes-containers', 'pods_list']);
  });
});

describe("a smart home hub's to-do lists are a tracker's tasks", () => {
  it('homeassistant/todo ~ gtasks/list, homeassistant/todo_modify ~ todoist/update_tasks', () => {
    expectConfusable(['homeassistant', 'todo'], ['gtasks', 'list']);
    expectConfusable(['homeassistant', 'todo_modify'], ['todoist', 'update_tasks']);
  });
});

describe("a smart home hub's scene or automation is run, and an entity's state is the entity read", () => {
  it('activateScene ~ execute_scene, getAllEntityStates ~ listEntities', () => {
    expectConfusable(
      ['homeassistant-liorfranko', 'activateScene'],
      ['smartthings-bobmatnyc', 'execute_scene'],
    );
    expectConfusable(
      ['homeassistant-liorfranko', 'getAllEntityStates'],
      ['homeassistant-liorfranko', 'listEntities'],
    );
  });
});

describe('a generic read of any endpoint reads whatever its API holds', () => {
  it('jira-tbreeding/jiraGet ("any Jira API GET endpoint") reads any endpoint: it meets jira-nexus/jira_search', () => {
    expect(objectOfTool('jira-tbreeding', 'jiraGet')).toEqual(['api']);
    expectConfusable(['jira-tbreeding', 'jiraGet'], ['jira-nexus', 'jira_search']);
  });

  it('a read told no name gets a whole collection: excalidraw get_resource ~ query_elements', () => {
    expectConfusable(['excalidraw', 'get_resource'], ['excalidraw-canvas', 'query_elements']);
  });
});

describe("a package and a maintenance are their kind's", () => {
  it("a hub's add-on packages are no registry's: homeassistant/package vs npm-registry-alisaitteke/search_packages", () => {
    expectApart(['homeassistant', 'package'], ['npm-registry-alisaitteke', 'search_packages']);
  });

  it("a hub's maintenance report is no package's upkeep score: homeassistant/maintenance vs npm-sentinel/npmMaintenance", () => {
    expectApart(['homeassistant', 'maintenance'], ['npm-sentinel', 'npmMaintenance']);
  });
});
