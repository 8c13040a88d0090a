package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// ccxtError reads the exception class ccxt raised, as Python prints it
// ("ccxt.base.errors.InsufficientFunds: binance {...}") and as JavaScript
// does ("InsufficientFunds: binance {...}" with ccxt in the stack or the
// text). ccxt maps every exchange's own codes onto this hierarchy
// (python/ccxt/base/errors.py error_hierarchy, js/src/base/errorHierarchy.ts),
// so the class says what failed before the exchange's words echoed after
// it (an exchange's rate-limit fields under an InsufficientFunds, say):
//
//	OperationFailed > NetworkError, DDoSProtection, RateLimitExceeded,
//	   ExchangeNotAvailable, OnMaintenance, InvalidNonce, RequestTimeout
//	   (ccxt's recoverable branch: retry later; RequestTimeout is a
//	   timeout; InvalidNonce a nonce or timestamp behind the key's last,
//	   which a re-signed call clears):                            transient
//	AuthenticationError, PermissionDenied, AccountNotEnabled,
//	   AccountSuspended (the key, its rights or the account):      denied
//	InsufficientFunds (the balance), OrderNotFound (the order named is
//	   not there):                                                 premise
//	InvalidOrder, BadRequest, BadSymbol, ArgumentsRequired, InvalidAddress,
//	   NotSupported (the exchange has no such method):             invalid
//	DuplicateOrderId (the client order id is taken):               conflict
//
// ExchangeError, BadResponse and the rest say too little and are left to
// the exchange's words.
func ccxtError(s string) (Result, bool) {
	if !strings.Contains(s, "ccxt") {
		return Result{}, false
	}
	best, at := -1, len(s)
	// Python's qualified name; the last one is the exception raised.
	if i := strings.LastIndex(s, "ccxt.base.errors."); i >= 0 {
		rest := s[i+len("ccxt.base.errors."):]
		for k, e := range ccxtClasses {
			if strings.HasPrefix(rest, e.name) && (len(rest) == len(e.name) || !isAlnum(rest[len(e.name)])) {
				best = k
				break
			}
		}
	}
	if best < 0 {
		// JavaScript's (and PHP's ccxt\Name) "Name: exchange ...": the first.
		for k, e := range ccxtClasses {
			for i := range exactMatches(s, e.name) {
				j := i + len(e.name)
				if i > 0 && isAlnum(s[i-1]) || j+1 >= len(s) || s[j] != ':' || s[j+1] != ' ' {
					continue
				}
				if i < at {
					best, at = k, i
				}
				break
			}
		}
	}
	if best < 0 {
		return Result{}, false
	}
	e := ccxtClasses[best]
	r := Result{Kind: e.kind, Code: e.name, Reason: "ccxt " + e.name + ": " + e.why}
	if e.name == "RequestTimeout" {
		r.Timeout = true
	}
	return r, true
}

var ccxtClasses = [...]struct {
	name string
	kind rung.Kind
	why  string
}{
	{"RateLimitExceeded", transient, "the exchange's rate limit: retry after a wait"},
	{"DDoSProtection", transient, "the exchange's DDoS protection or rate limit refused the call: retry after a wait"},
	{"ExchangeNotAvailable", transient, "the exchange is down or unreachable: retry later"},
	{"OnMaintenance", transient, "the exchange is under maintenance: retry later"},
	{"InvalidNonce", transient, "the signed nonce or timestamp was behind the key's last one or late: retry with a fresh one"},
	{"RequestTimeout", transient, "the exchange did not answer in time"},
	{"NetworkError", transient, "a network failure reaching the exchange: retry"},
	{"AuthenticationError", denied, "the API key or its signature was refused"},
	{"PermissionDenied", denied, "the API key lacks the permission this call needs"},
	{"AccountNotEnabled", denied, "the account is not enabled for this"},
	{"AccountSuspended", denied, "the account is suspended"},
	{"InsufficientFunds", premise, "the balance does not cover the call"},
	{"OrderNotFound", premise, "the order the call names does not exist (or is no longer open)"},
	{"InvalidOrder", invalid, "the exchange refused the order's parameters: repair the order"},
	{"BadSymbol", invalid, "the exchange has no such market symbol"},
	{"BadRequest", invalid, "the exchange refused the request's parameters"},
	{"ArgumentsRequired", invalid, "the method needs arguments the call did not pass"},
	{"InvalidAddress", invalid, "the address is not valid for this currency or network"},
	{"NotSupported", invalid, "the exchange does not support this method or parameter"},
	{"DuplicateOrderId", conflict, "an order with this client order id already exists"},
}
