package classify

import "strings"

// binanceEnvelope reads Binance's error payload, {"code": -1121, "msg":
// "Invalid symbol."} (Spot and USD-M Futures alike: "Codes are universal,
// but messages can vary", binance-spot-api-docs errors.md), and the SDKs'
// renderings of it: go-binance's "<APIError> code=-1021, msg=...",
// python-binance's "APIError(code=-2015): ...". The code is negative and
// four digits; where its documented family says what failed, it decides:
//
//	-1001 DISCONNECTED "Internal error ... Please try again.",
//	-1003 TOO_MANY_REQUESTS (request weight; "IP banned until %s"),
//	-1008 SERVER_BUSY "Please try again in a few minutes.",
//	-1015 TOO_MANY_ORDERS "Too many new orders":                 transient
//	-1006 UNEXPECTED_RESP, -1007 TIMEOUT "execution status unknown":   ambiguous
//	-1021 INVALID_TIMESTAMP, by which of its two documented messages:
//	   "Timestamp for this request is outside of the recvWindow" (the
//	   signed call arrived later than timestamp+recvWindow: network delay;
//	   a retry signs a fresh timestamp; ccxt raises it as InvalidNonce, a
//	   NetworkError): transient. "Timestamp for this request was 1000ms
//	   ahead of the server's time" (the client's clock is fast, and every
//	   fresh timestamp is as far ahead: sync the clock, as set 683 rules):
//	   invalid.
//	-1002 UNAUTHORIZED, -1022 INVALID_SIGNATURE, -2014 BAD_API_KEY_FMT,
//	-2015 REJECTED_MBX_KEY "Invalid API-key, IP, or permissions":      denied
//	-1014 UNKNOWN_ORDER_COMPOSITION, -1020 UNSUPPORTED_OPERATION and the
//	   11xx "Request issues" (illegal characters, a missing or unknown
//	   parameter, bad precision, an invalid symbol, side or interval):  invalid
//	-1125 INVALID_LISTEN_KEY "This listenKey does not exist.", -2013
//	   NO_SUCH_ORDER "Order does not exist.", -2026 ORDER_ARCHIVED:     premise
//
// -1013 INVALID_MESSAGE is decided by the filter it names ("Filter failure:
// LOT_SIZE"): a filter on the order's own price or quantity is the call's
// to repair (invalid); MAX_NUM_ORDERS, MAX_NUM_ALGO_ORDERS,
// MAX_NUM_ICEBERG_ORDERS, their EXCHANGE_ forms ("Account has too many
// open orders") and MAX_POSITION ("The account's position has reached the
// maximum defined limit") are the account's state: premise. -1010, -2010
// NEW_ORDER_REJECTED and -2011 CANCEL_REJECTED carry the matching engine's
// message, read by binanceRejected. Every other code (-1000 UNKNOWN, the
// futures' -4xxx) is left to the message's wording.
func binanceEnvelope(b string) (Result, bool) {
	if !strings.Contains(b, "msg") && !strings.Contains(b, "APIError(code=") {
		return Result{}, false
	}
	n, code, ok := binanceCode(b)
	if !ok {
		return Result{}, false
	}
	r := Result{Code: code}
	switch {
	case n == 1001 || n == 1003 || n == 1008 || n == 1015:
		r.Kind, r.Reason = transient, "binance "+code+": a request or order rate limit, or Binance's own side busy or disconnected: retry after a wait"
	case n == 1021 && strings.Contains(b, "ahead of the server"):
		r.Kind, r.Reason = invalid, "binance -1021 INVALID_TIMESTAMP: the signed timestamp is ahead of Binance's clock: sync the clock and re-sign"
	case n == 1021 && strings.Contains(b, "outside of the recvWindow"):
		r.Kind, r.Reason = transient, "binance -1021 INVALID_TIMESTAMP: the signed call arrived after its recvWindow (network delay): retry with a fresh timestamp"
	case n == 1006 || n == 1007:
		r.Kind, r.Reason = ambiguous, "binance "+code+": execution status unknown: the order may or may not have been placed; query it before repeating"
	case n == 1002 || n == 1022 || n == 2014 || n == 2015:
		r.Kind, r.Reason = denied, "binance "+code+": the API key, its signature, IP or permissions were refused"
	case n == 1125 || n == 2013 || n == 2026:
		r.Kind, r.Reason = premise, "binance "+code+": the order or listen key the call names does not exist (or was archived)"
	case n == 1014 || n == 1020 || n >= 1100 && n <= 1199 && n != 1112 && n != 1181 && n != 1191:
		r.Kind, r.Reason = invalid, "binance "+code+": a request issue (a parameter, symbol or order combination Binance does not accept): repair the request"
	case n == 1013:
		f := binanceFilter(b)
		if f == "" {
			return Result{}, false
		}
		if strings.Contains(f, "MAX_NUM_") || f == "MAX_POSITION" {
			r.Kind, r.Reason = premise, "binance -1013 Filter failure: "+f+": the account's open orders or position are at their limit"
		} else {
			r.Kind, r.Reason = invalid, "binance -1013 Filter failure: "+f+": the order's price or quantity breaks the symbol's filter: repair the order"
		}
	case n == 1010 || n == 2010 || n == 2011:
		return binanceRejected(b, code)
	default:
		return Result{}, false
	}
	return r, true
}

// binanceCode finds a Binance error code, "code": -NNNN in JSON or
// code=-NNNN in an SDK's rendering, and returns its magnitude and text.
func binanceCode(b string) (int, string, bool) {
	for i := range exactMatches(b, "code") {
		if i > 0 && isAlnum(b[i-1]) {
			continue
		}
		k := i + len("code")
		if k < len(b) && b[k] == '"' {
			k++
		}
		k = skipSpace(b, k)
		if k >= len(b) || b[k] != ':' && b[k] != '=' {
			continue
		}
		k = skipSpace(b, k+1)
		if k >= len(b) || b[k] != '-' {
			continue
		}
		n, w := leadingInt(b[k+1:])
		if w != 4 || k+1+w < len(b) && isAlnum(b[k+1+w]) {
			continue
		}
		return n, b[k : k+1+w], true
	}
	return 0, "", false
}

// binanceFilter returns the filter a -1013 "Filter failure: NAME" names.
func binanceFilter(b string) string {
	i := strings.Index(b, "Filter failure: ")
	if i < 0 {
		return ""
	}
	s := b[i+len("Filter failure: "):]
	e := 0
	for e < len(s) && (s[e] >= 'A' && s[e] <= 'Z' || s[e] == '_') {
		e++
	}
	return s[:e]
}

// binanceRejected reads the matching engine's message under -1010, -2010
// NEW_ORDER_REJECTED and -2011 CANCEL_REJECTED, as errors.md's table
// documents them. "Market is closed." ("The symbol is not trading.") is
// the market's state, premise. Messages the table does not settle (a
// duplicate order, insufficient balance, the futures' margin words) are
// left to the wording, which already reads them.
func binanceRejected(b, code string) (Result, bool) {
	switch {
	case strings.Contains(b, "Unknown order sent"),
		strings.Contains(b, "Order was not canceled due to cancel restrictions"):
		return Result{Kind: premise, Code: code, Reason: "binance " + code + ": the order the call names is not on the book in the state it assumed (unknown, filled, or cancelled)"}, true
	case strings.Contains(b, "Market is closed"):
		return Result{Kind: premise, Code: code, Reason: "binance " + code + ": the symbol is not trading (market closed or halted)"}, true
	case strings.Contains(b, "This action is disabled on this account"),
		// The errors.md table's own word order (set 1664).
		strings.Contains(b, "This action disabled is on this account"),
		strings.Contains(b, "This account may not place or cancel orders"),
		strings.Contains(b, "is not permitted for this account"),
		strings.Contains(b, "is restricted for this account"):
		return Result{Kind: denied, Code: code, Reason: "binance " + code + ": the account may not trade this way or this symbol"}, true
	case strings.Contains(b, "orders are not supported for this symbol"),
		strings.Contains(b, "Unsupported order combination"),
		strings.Contains(b, "Price * QTY is zero or less"),
		strings.Contains(b, "IcebergQty exceeds QTY"),
		strings.Contains(b, "Order would trigger immediately"),
		strings.Contains(b, "Order would immediately match and take"),
		strings.Contains(b, "Cancel order is invalid"),
		strings.Contains(b, "The relationship of the prices for the orders is not correct"):
		return Result{Kind: invalid, Code: code, Reason: "binance " + code + ": the order's type, prices or quantities are not accepted for this symbol: repair the order"}, true
	}
	return Result{}, false
}
