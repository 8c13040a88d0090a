package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// adyenRefusals: Adyen answers a refused payment with HTTP 200,
// "resultCode":"Refused" and a refusalReason (docs.adyen.com, "Refusal
// reasons"). The reason says what the refusal proves, as Stripe's
// decline_code does (stripe.go): the issuer or the network failed this
// time (transient), the details were typed wrong (invalid), the card or
// the shopper's authority refuses (denied), or the card cannot pay
// (premise, the default: another payment method).
var adyenRefusals = map[string]rung.Kind{
	"acquirer error":              transient,
	"issuer unavailable":          transient,
	"pin validation not possible": transient,
	"3ds authentication error":    transient,
	"rreq not received from ds":   transient,
	"invalid amount":              invalid,
	"invalid card number":         invalid,
	"invalid pin":                 invalid,
	"cvc declined":                invalid,
	"avs declined":                invalid,
	"not supported":               invalid,
	"card requires online pin":    invalid,
	"mobile pin required":         invalid,
	"contactless fallback":        invalid,
	"3d not authenticated":        denied,
	"acquirer fraud":              denied,
	"issuer suspected fraud":      denied,
	"fraud":                       denied,
	"fraud-cancelled":             denied,
	"restricted card":             denied,
	"transaction not permitted":   denied,
	"revocation of auth":          denied,
}

// adyenRefused reads a 200 body with "resultCode":"Refused" by its
// refusalReason (set 397).
func adyenRefused(b string) (Result, bool) {
	if !strings.Contains(b, `"refusalReason"`) || jsonString(b, "resultCode") != "Refused" {
		return Result{}, false
	}
	reason := jsonString(b, "refusalReason")
	k, ok := adyenRefusals[strings.ToLower(reason)]
	if !ok {
		k = premise
	}
	return Result{Kind: k, Code: "Refused", Reason: "adyen: payment refused (" + reason + ")"}, true
}
