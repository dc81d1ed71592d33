/**
 * A market kind holds two trades under one set of words (tickers, orders, candles, balances):
 * crypto exchanges (Binance, Coinbase, OKX, ccxt's exchanges) and stock markets and brokers
 * (Interactive Brokers, Yahoo Finance's quotes). An agent asked for a stock's price or an order
 * at a broker never means a crypto pair's, so a tool of a crypto server and one of a stock server
 * do different jobs; a server that speaks of both (TradingView's screeners) stays with either.
 */
import { CRYPTO_EXCHANGES, MARKET_KIND } from './domain.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

/** Server name words that say it trades crypto: an exchange's name, or a crypto data service's. */
const CRYPTO_NAMES: ReadonlySet<string> = new Set([
  ...CRYPTO_EXCHANGES,
  'ccxt',
  'crypto',
  'coingecko',
  'coinmarketcap',
]);

/** Description words of crypto trading. */
const CRYPTO_WORDS: ReadonlySet<string> = new Set(
  ['crypto', 'cryptocurrency', 'bitcoin', 'btc', 'usdt', 'ethereum', 'altcoin'].map(stem),
);

/** Description words of stock markets and brokers. */
const STOCK_WORDS: ReadonlySet<string> = new Set(
  ['stock', 'equity', 'equities', 'nasdaq', 'nyse', 'broker', 'brokerage', 'etf', 'dividend'].map(
    stem,
  ),
);

type Trade = 'crypto' | 'stock' | 'both';

/** What a market server trades, by its name and its tools' words (see the module). */
function tradeOf(server: string, words: ReadonlySet<string> | undefined): Trade {
  if (splitIdentifier(server).some((w) => CRYPTO_NAMES.has(w))) return 'crypto';
  const says = (table: ReadonlySet<string>): boolean =>
    words !== undefined && [...table].some((w) => words.has(w));
  const crypto = says(CRYPTO_WORDS);
  const stock = says(STOCK_WORDS);
  if (crypto === stock) return 'both';
  return crypto ? 'crypto' : 'stock';
}

/** Each catalog's servers' trades, read once per server (every pair of market tools asks). */
const TRADES = new WeakMap<ReadonlyMap<string, ReadonlySet<string>>, Map<string, Trade>>();

function tradeOfServer(
  server: string,
  serverWords: ReadonlyMap<string, ReadonlySet<string>>,
): Trade {
  let known = TRADES.get(serverWords);
  if (known === undefined) TRADES.set(serverWords, (known = new Map()));
  let trade = known.get(server);
  if (trade === undefined) known.set(server, (trade = tradeOf(server, serverWords.get(server))));
  return trade;
}

interface Entry {
  kind?: string;
  server: string;
}

/**
 * Whether two market tools are of a crypto server and a stock server (see the module), given each
 * server's words (its tools' description tokens and objects).
 */
export function marketsApart(
  x: Entry,
  y: Entry,
  serverWords: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  if (x.kind !== MARKET_KIND || y.kind !== MARKET_KIND || x.server === y.server) return false;
  const a = tradeOfServer(x.server, serverWords);
  const b = tradeOfServer(y.server, serverWords);
  return a !== 'both' && b !== 'both' && a !== b;
}
