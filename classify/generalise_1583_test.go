package classify

import "testing"

// TestGeneralise1583Binance: Binance's {"code": -NNNN, "msg": "..."}
// (Spot and USD-M Futures; binance-spot-api-docs errors.md) decided by
// the code's documented family where it tells (binance.go), in JSON and
// as go-binance and python-binance print it. Near misses: a code the
// family leaves to the words, a positive code, and a -1013 that names no
// filter keep their readings.
func TestGeneralise1583Binance(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"weight", "http", 429, "", `{"code":-1003,"msg":"Too much request weight used; current limit is 6000 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API."}`, transient},
		{"ip ban 418", "http", 418, "", `{"code":-1003,"msg":"Way too much request weight used; IP banned until 1700000000000. Please use WebSocket Streams for live updates to avoid bans."}`, transient},
		{"too many orders", "http", 429, "", `{"code": -1015, "msg": "Too many new orders; current limit is 100 orders per 10 SECOND."}`, transient},
		{"recvWindow", "http", 400, "", `{"code":-1021,"msg":"Timestamp for this request is outside of the recvWindow."}`, transient},
		{"ahead of server", "go", 0, "", `<APIError> code=-1021, msg=Timestamp for this request was 1000ms ahead of the server's time.`, invalid},
		{"exec unknown", "http", 503, "", `{"code":-1007,"msg":"Timeout waiting for response from backend server. Send status unknown; execution status unknown."}`, ambiguous},
		{"unexpected resp", "http", 500, "", `{"code":-1006,"msg":"An unexpected response was received from the message bus. Execution status unknown."}`, ambiguous},
		{"signature", "http", 400, "", `{"code":-1022,"msg":"Signature for this request is not valid."}`, denied},
		{"key format", "http", 400, "", `{"code":-2014,"msg":"API-key format invalid."}`, denied},
		{"python key", "", 0, "", `binance.exceptions.BinanceAPIException: APIError(code=-2015): Invalid API-key, IP, or permissions for action.`, denied},
		{"bad symbol", "http", 400, "", `{"code":-1121,"msg":"Invalid symbol."}`, invalid},
		{"lot size", "http", 400, "", `{"code":-1013,"msg":"Filter failure: LOT_SIZE"}`, invalid},
		{"notional", "http", 400, "", `{"code":-1013,"msg":"Filter failure: NOTIONAL"}`, invalid},
		{"max num orders", "http", 400, "", `{"code":-1013,"msg":"Filter failure: MAX_NUM_ORDERS"}`, premise},
		{"exchange max algo", "http", 400, "", `{"code":-1013,"msg":"Filter failure: EXCHANGE_MAX_NUM_ALGO_ORDERS"}`, premise},
		{"max position", "http", 400, "", `{"code":-1013,"msg":"Filter failure: MAX_POSITION"}`, premise},
		{"no such order", "http", 400, "", `{"code":-2013,"msg":"Order does not exist."}`, premise},
		{"cancel unknown", "http", 400, "", `{"code":-2011,"msg":"Unknown order sent."}`, premise},
		{"new order balance", "http", 400, "", `{"code":-2010,"msg":"Account has insufficient balance for requested action."}`, premise},
		{"new order dup", "http", 400, "", `{"code":-2010,"msg":"Duplicate order sent."}`, conflict},
		{"would trigger", "http", 400, "", `{"code":-2010,"msg":"Order would trigger immediately."}`, invalid},
		{"market closed", "http", 400, "", `{"code":-2010,"msg":"Market is closed."}`, premise},
		{"account disabled", "http", 400, "", `{"code":-2010,"msg":"This account may not place or cancel orders."}`, denied},
		// Near misses: -1000 UNKNOWN is left to the words and the status; a
		// positive code is another API's; a 5xx with no code stays a wait.
		{"unknown code", "http", 500, "", `{"code":-1000,"msg":"An unknown error occurred while processing the request."}`, transient},
		{"positive code", "http", 400, "", `{"code":1003,"msg":"Invalid symbol."}`, invalid},
		{"five digit", "http", 400, "", `{"code":-10210,"msg":"Invalid symbol."}`, invalid},
		{"1013 no filter", "http", 400, "", `{"code":-1013,"msg":"Stop price would trigger immediately."}`, invalid},
	})
}

// TestGeneralise1583Kraken: Kraken's "ECategory:Message" strings, which it
// answers with HTTP 200 ({"error":["EAPI:Invalid key"],"result":{}};
// docs.kraken.com "Error messages"), decided by category and message
// (kraken.go). Near misses: a warning ("W" prefix), a category word not
// in Kraken's form, and a message Kraken's table leaves to the words.
func TestGeneralise1583Kraken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rate", "http", 200, "", `{"error":["EAPI:Rate limit exceeded"],"result":{}}`, transient},
		{"order rate", "http", 200, "", `{"error":["EOrder:Rate limit exceeded"]}`, transient},
		{"unavailable", "http", 200, "", `{"error":["EService:Unavailable"],"result":{}}`, transient},
		{"lockout", "http", 200, "", `{"error":["EGeneral:Temporary lockout"],"result":{}}`, transient},
		{"nonce", "http", 200, "", `{"error":["EAPI:Invalid nonce"],"result":{}}`, transient},
		{"invalid key", "http", 200, "", `{"error":["EAPI:Invalid key"],"result":{}}`, denied},
		{"signature", "", 0, "", `krakenex: ['EAPI:Invalid signature']`, denied},
		{"permission", "http", 200, "", `{"error":["EGeneral:Permission denied"]}`, denied},
		{"funds", "http", 200, "", `{"error":["EOrder:Insufficient funds"],"result":{}}`, premise},
		{"unknown order", "http", 200, "", `{"error":["EOrder:Unknown order"],"result":{}}`, premise},
		{"orders limit", "http", 200, "", `{"error":["EOrder:Orders limit exceeded"]}`, premise},
		{"asset pair", "http", 200, "", `{"error":["EQuery:Unknown asset pair"],"result":{}}`, invalid},
		{"order minimum", "http", 200, "", `{"error":["EOrder:Order minimum not met"],"result":{}}`, invalid},
		{"invalid arguments", "http", 200, "", `{"error":["EGeneral:Invalid arguments:volume"],"result":{}}`, invalid},
		// Near misses.
		{"warning only", "http", 200, "", `{"error":[],"result":{"descr":"x"},"warning":["WGeneral:Deprecated method"]}`, unk},
		{"cancel only", "http", 200, "", `{"error":["EService:Market in cancel_only mode"],"result":{}}`, transient},
		{"not kraken form", "http", 200, "", `{"error":"XEAPI:Rate limit exceeded"}`, transient},
	})
}

// TestGeneralise1583Ccxt: the exception class ccxt raised decides before
// the exchange's words it echoes (ccxt errors.py error_hierarchy;
// ccxterr.go), in Python's qualified form and JavaScript's "Name:
// exchange ..." with ccxt in the stack. Near misses: the same class names
// with no ccxt about them, and ExchangeError (too broad) keep the words'
// reading.
func TestGeneralise1583Ccxt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"funds over rate words", "", 0, "", `ccxt.base.errors.InsufficientFunds: bybit {"retCode":110007,"retMsg":"ab not enough for new order","result":{},"rate_limit_status":0,"rate_limit":10}`, premise},
		{"rate limit", "", 0, "", `ccxt.base.errors.RateLimitExceeded: binance {"code":-1003,"msg":"Too many requests"}`, transient},
		{"ddos", "", 0, "", `ccxt.base.errors.DDoSProtection: kucoin 429 Too Many Requests`, transient},
		{"nonce", "", 0, "", `ccxt.base.errors.InvalidNonce: kraken {"error":["EAPI:Invalid nonce"]}`, transient},
		{"not available", "", 0, "", `ccxt.base.errors.ExchangeNotAvailable: okx GET https://www.okx.com/api/v5/public/time 503 Service Unavailable`, transient},
		{"maintenance", "", 0, "", `ccxt.base.errors.OnMaintenance: bitget {"code":"40725","msg":"service return an error"}`, transient},
		{"timeout", "", 0, "", `ccxt.base.errors.RequestTimeout: binance GET https://api.binance.com/api/v3/exchangeInfo request timed out (10000 ms)`, transient},
		{"network", "", 0, "", `ccxt.base.errors.NetworkError: gate GET https://api.gateio.ws/api/v4/spot/tickers`, transient},
		{"auth", "", 0, "", `ccxt.base.errors.AuthenticationError: binance {"code":-2008,"msg":"Invalid Api-Key ID."}`, denied},
		{"permission", "", 0, "", `ccxt.base.errors.PermissionDenied: bybit {"retCode":10005,"retMsg":"Permission denied, please check your API key permissions."}`, denied},
		{"suspended", "", 0, "", `ccxt.base.errors.AccountSuspended: huobi {"status":"error","err-code":"account-frozen-balance-insufficient-error"}`, denied},
		{"order not found", "", 0, "", `ccxt.base.errors.OrderNotFound: binance {"code":-2013,"msg":"Order does not exist."}`, premise},
		{"invalid order", "", 0, "", `ccxt.base.errors.InvalidOrder: binance Order amount should be greater than 0.001`, invalid},
		{"bad symbol", "", 0, "", `ccxt.base.errors.BadSymbol: binance does not have market symbol FOO/USDT`, invalid},
		{"bad request", "", 0, "", `ccxt.base.errors.BadRequest: okx {"code":"51000","msg":"Parameter ordType error"}`, invalid},
		{"invalid address", "", 0, "", `ccxt.base.errors.InvalidAddress: kraken withdraw() address is invalid`, invalid},
		{"not supported", "", 0, "", `ccxt.base.errors.NotSupported: coinbase fetchPositions() is not supported yet`, invalid},
		{"js form", "", 0, "", "InsufficientFunds: binance {\"code\":-2010,\"msg\":\"Account has insufficient balance for requested action.\"}\n    at binance.throwExactlyMatchedException (/app/node_modules/ccxt/js/src/base/Exchange.js:3914:19)", premise},
		{"js rate", "", 0, "", "RateLimitExceeded: bybit {\"retCode\":10006,\"retMsg\":\"Too many visits!\"}\n    at bybit.handleErrors (/app/node_modules/ccxt/js/src/bybit.js:8452:13)", transient},
		// Near misses: no ccxt; a class ccxt leaves broad.
		{"no ccxt", "", 0, "", `NetworkError: Failed to fetch`, unk},
		{"exchange error", "", 0, "", `ccxt.base.errors.ExchangeError: binance {"code":-2010,"msg":"Account has insufficient balance for requested action."}`, premise},
		{"class in words", "", 0, "", `ccxt: handled InsufficientFundsError in strategy, retrying`, unk},
	})
}
