package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// krakenErrors reads Kraken's REST error strings, which come in the
// "error" array of an HTTP 200 answer ({"error": ["EAPI:Invalid key"],
// "result": {}}) and as SDKs print them: "E" (error; "W" is a warning),
// a category (General, API, Query, Order, Trade, Funding, Service), a
// colon and a fixed message (docs.kraken.com "Error messages";
// support.kraken.com "API error messages"). The category and message
// decide, whatever the status:
//
//	EAPI:Rate limit exceeded, EOrder:Rate limit exceeded, EService:
//	   Unavailable, EService:Busy, EService:Market in cancel_only mode,
//	   EService:Market in post_only mode (both "Request can't be made at
//	   this time (See SystemStatus endpoint)": the market's mode after
//	   maintenance, set 1664), EGeneral:Internal error,
//	   EGeneral:Temporary lockout ("too many sequential EAPI:Invalid key
//	   errors ... wait for the lockout to expire"):               transient
//	EAPI:Invalid nonce: transient. Kraken: "the nonce submitted is less
//	   than or equal to the last accepted nonce for this API key", the
//	   race of two calls signed close together on one key; the next
//	   call carries a higher nonce, and ccxt raises it as InvalidNonce,
//	   a NetworkError (its recoverable branch).
//	EAPI:Invalid key, EAPI:Invalid signature, EAPI:Feature disabled,
//	   EGeneral:Permission denied, EOrder:Cannot open position,
//	   EOrder:Cannot open opposing position ("User/tier is ineligible for
//	   margin trading", set 1664):                                   denied
//	EOrder:Insufficient funds, EOrder:Insufficient margin, EFunding:
//	   Insufficient funds, EOrder:Margin allowance exceeded, EOrder:Orders
//	   limit exceeded, EOrder:Positions limit exceeded (the account's
//	   balance or open orders), EOrder:Unknown order, EOrder:Unknown
//	   position (the order or position named is not there):          premise
//	EGeneral:Invalid arguments, EGeneral:Unknown method, EQuery:Unknown
//	   asset pair, EQuery:Unknown asset, EOrder:Order minimum not met,
//	   EOrder:Cost minimum not met, EOrder:Invalid price, EOrder:Tick size
//	   check failed:                                                 invalid
//
// Other messages (ETrade:Locked) are left to the wording.
func krakenErrors(b string) (Result, bool) {
	if !krakenMarker(b) {
		return Result{}, false
	}
	for _, e := range krakenTable {
		i := strings.Index(b, e.msg)
		if i < 0 || i > 0 && isAlnum(b[i-1]) {
			continue
		}
		return Result{Kind: e.kind, Code: e.msg, Reason: "kraken " + e.msg + ": " + e.why}, true
	}
	return Result{}, false
}

var krakenTable = [...]struct {
	msg  string
	kind rung.Kind
	why  string
}{
	{"EAPI:Invalid key", denied, "the API key is missing, malformed or revoked"},
	{"EAPI:Invalid signature", denied, "the request's signature does not match the key's secret"},
	{"EAPI:Feature disabled", denied, "the key or account may not use this feature"},
	{"EGeneral:Permission denied", denied, "the API key lacks the permission this call needs"},
	{"EOrder:Cannot open opposing position", denied, "the user's tier is ineligible for margin trading"},
	{"EOrder:Cannot open position", denied, "the user's tier is ineligible for margin trading"},
	{"EAPI:Rate limit exceeded", transient, "the key's call counter is spent: retry after it decays"},
	{"EOrder:Rate limit exceeded", transient, "the order rate counter is spent: retry after it decays"},
	{"EGeneral:Temporary lockout", transient, "the key is locked out for a few minutes: wait for it to expire"},
	{"EService:Unavailable", transient, "the service is unavailable: retry later"},
	{"EService:Busy", transient, "the service is busy: retry later"},
	{"EService:Market in cancel_only mode", transient, "the market takes only cancels for now (see SystemStatus): retry once it reopens"},
	{"EService:Market in post_only mode", transient, "the market takes only post-only orders for now (see SystemStatus): retry once it reopens"},
	{"EGeneral:Internal error", transient, "an internal error on Kraken's side: retry later"},
	{"EAPI:Invalid nonce", transient, "the nonce was not above the key's last accepted one (calls signed close together on one key): retry with a fresh nonce"},
	{"EOrder:Insufficient funds", premise, "the account's balance does not cover the order"},
	{"EOrder:Insufficient margin", premise, "the account's margin does not cover the order"},
	{"EFunding:Insufficient funds", premise, "the account's balance does not cover the withdrawal"},
	{"EOrder:Margin allowance exceeded", premise, "the account's margin allowance is used up"},
	{"EOrder:Orders limit exceeded", premise, "the account has as many open orders as it may"},
	{"EOrder:Positions limit exceeded", premise, "the account has as many open positions as it may"},
	{"EOrder:Unknown order", premise, "the order the call names does not exist (or is no longer open)"},
	{"EOrder:Unknown position", premise, "the position the call names does not exist"},
	{"EGeneral:Invalid arguments", invalid, "the call's arguments are missing or wrong: repair them"},
	{"EGeneral:Unknown method", invalid, "the endpoint named does not exist"},
	{"EQuery:Unknown asset pair", invalid, "the pair named is not one Kraken lists (see AssetPairs)"},
	{"EQuery:Unknown asset", invalid, "the asset named is not one Kraken lists"},
	{"EOrder:Order minimum not met", invalid, "the order's volume is below the pair's minimum"},
	{"EOrder:Cost minimum not met", invalid, "the order's cost is below the pair's minimum"},
	{"EOrder:Invalid price", invalid, "the order's price is not valid for the pair"},
	{"EOrder:Tick size check failed", invalid, "the order's price does not follow the pair's tick size"},
}

// krakenCategories are the prefixes krakenTable's messages start with.
var krakenCategories = [...]string{"EAPI", "EGeneral", "EOrder", "EQuery", "EService", "EFunding"}

// krakenMarker reports whether a category prefix ("EAPI:") stands before
// any colon of b: one pass over the colons, not a search per category,
// as every response body passes here.
func krakenMarker(b string) bool {
	for i := 0; i < len(b); {
		j := strings.IndexByte(b[i:], ':')
		if j < 0 {
			return false
		}
		j += i
		for _, cat := range krakenCategories {
			if j >= len(cat) && b[j-len(cat):j] == cat {
				return true
			}
		}
		i = j + 1
	}
	return false
}
