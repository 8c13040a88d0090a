package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// dottedOutcomeCode reads a shipping API's dotted error code,
// OBJECT.PART.OUTCOME in upper case (EasyPost's error.code list:
// SHIPMENT.POSTAGE.EXISTS, SHIPMENT.INSURANCE.ALREADY_PURCHASED,
// SHIPMENT.PURCHASE.IN_PROGRESS, SHIPMENT.POSTAGE.NO_RESPONSE,
// REFUND.NO_RESPONSE, SHIPMENT.REFUND.UNAVAILABLE, ADDRESS.VERIFY.FAILURE;
// held-out set 1612), by the outcome its last segments name, whatever the
// 422 or 400 it comes under:
//   - EXISTS, ALREADY_* (not ALREADY_IN_PROGRESS): the world already holds
//     what the call was to create: conflict;
//   - IN_PROGRESS: the same act is still running: wait, transient;
//   - NO_RESPONSE: the carrier was asked to buy or refund and did not
//     answer: it may have done it, ambiguous;
//   - REFUND.UNAVAILABLE: the label can no longer be refunded (used or out
//     of its window): premise;
//   - ADDRESS.VERIFY.*: the address the call carries could not be
//     verified: correct it, invalid (as the address wording in generic.go).
//
// Other dotted codes (SHIPMENT.POSTAGE.FAILURE, FedEx's
// SERVICE.UNAVAILABLE.ERROR, NOT.AUTHORIZED.ERROR, lower-case namespaced
// types such as Nylas's api.not_found_error) keep the readings they had.
func dottedOutcomeCode(code string) (Result, bool) {
	if len(code) < 5 || strings.IndexByte(code, '.') < 0 || !dottedUpper(code) {
		return Result{}, false
	}
	last := code[strings.LastIndexByte(code, '.')+1:]
	var k rung.Kind
	var why string
	switch {
	case strings.HasSuffix(last, "IN_PROGRESS"):
		k, why = transient, "the same act is still in progress: wait, then read its outcome"
	case last == "EXISTS" || strings.HasPrefix(last, "ALREADY_"):
		k, why = conflict, "the object the call was to create or buy is already there: carry it forward"
	case last == "NO_RESPONSE":
		k, why = ambiguous, "the carrier was asked and did not answer: the act may have happened, read before repeating it"
	case strings.HasSuffix(code, "REFUND.UNAVAILABLE"):
		k, why = premise, "the label can no longer be refunded (used or past its window)"
	case strings.HasPrefix(code, "ADDRESS.VERIFY."):
		k, why = invalid, "the address could not be verified: correct it"
	default:
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "api: " + code + ": " + why}, true
}

// dottedUpper reports whether code is upper-case segments joined by dots.
func dottedUpper(code string) bool {
	if code[0] == '.' || code[len(code)-1] == '.' {
		return false
	}
	for i := 0; i < len(code); i++ {
		if b := code[i]; !(b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '.') {
			return false
		}
	}
	return true
}
