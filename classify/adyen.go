package classify

import (
	"net/url"
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
	return adyenOutcome(jsonString(b, "resultCode"), jsonString(b, "refusalReason"))
}

// adyenOutcome decides a resultCode and its refusalReason, from a JSON body
// or the legacy form-encoded one (adyenForm). Under "Cancelled" a reason
// the table holds is Adyen's own cancellation for that reason (set 1455:
// "refusalReason=FRAUD-CANCELLED&resultCode=Cancelled", the risk rules'
// refusal, denied); any other Cancelled is left to the other rules (the
// shopper or the merchant cancelled).
func adyenOutcome(rc, reason string) (Result, bool) {
	if rc == "Cancelled" {
		if k, ok := adyenRefusals[strings.ToLower(reason)]; ok {
			return Result{Kind: k, Code: rc, Reason: "adyen: payment cancelled (" + reason + ")"}, true
		}
		return Result{}, false
	}
	if rc != "Refused" && rc != "Error" {
		return Result{}, false
	}
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

// adyenForm reads Adyen's legacy form-encoded answers (the HTTP Post API
// that Barclaycard SmartPay and ActiveMerchant speak, set 1455): a refusal
// "pspReference=...&refusalReason=Refused&resultCode=Refused" under 200 is
// the same outcome as the JSON one (adyenOutcome), and an error
// "errorType=configuration&errorCode=905&message=Payment+details+are+not+supported&...&status=500"
// is decided by its errorType (adyenErrorType), whatever the status says.
func adyenForm(b string) (Result, bool) {
	t := strings.TrimSpace(b)
	if strings.ContainsAny(t, " {<\n") || !strings.Contains(t, "=") {
		return Result{}, false
	}
	if !strings.Contains(t, "pspReference=") && !strings.Contains(t, "errorType=") {
		return Result{}, false
	}
	v, err := url.ParseQuery(t)
	if err != nil {
		return Result{}, false
	}
	if et := v.Get("errorType"); et != "" && v.Get("errorCode") != "" {
		return adyenErrorType(et, v.Get("errorCode"), v.Get("message"))
	}
	if rc := v.Get("resultCode"); rc != "" && v.Has("refusalReason") {
		return adyenOutcome(rc, v.Get("refusalReason"))
	}
	return Result{}, false
}

// adyenErrorType decides an Adyen error by its errorType, the class Adyen
// names for it (docs.adyen.com/development-resources/error-codes): a
// "configuration" error is the merchant account's setup (905 "Payment
// details are not supported": the payment method is not enabled; "Reach
// out to your Adyen contact", docs.adyen.com/errors/configuration), a
// premise even under 500; "validation" is the request's own field;
// "security" the credentials. "internal" is left to the status.
func adyenErrorType(et, code, msg string) (Result, bool) {
	var k rung.Kind
	switch et {
	case "configuration":
		k = premise
	case "validation":
		k = invalid
	case "security":
		k = denied
	default:
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "adyen: a " + et + " error (" + code + " " + msg + ")"}, true
}
