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
// refusalReason (set 397), and one with "resultCode":"Error" the same way:
// Adyen names the reason of an error in the same field ("Error: There was
// an error when the payment was being processed. The reason is given in
// the refusalReason field", docs.adyen.com Result codes), so "Acquirer
// Error" under Error is the acquirer's failure this time, transient, as
// under Refused (set 1371). An Error whose reason is not in the table
// proves nothing about the card: unknown, not the Refused default.
func adyenRefused(b string) (Result, bool) {
	if !strings.Contains(b, `"refusalReason"`) {
		return Result{}, false
	}
	rc := jsonString(b, "resultCode")
	if rc != "Refused" && rc != "Error" {
		return Result{}, false
	}
	reason := jsonString(b, "refusalReason")
	k, ok := adyenRefusals[strings.ToLower(reason)]
	if !ok {
		k = premise
		if rc == "Error" {
			k = unk
		}
	}
	verb := "refused"
	if rc == "Error" {
		verb = "failed"
	}
	return Result{Kind: k, Code: rc, Reason: "adyen: payment " + verb + " (" + reason + ")"}, true
}
