package classify

import "strings"

// ncpdpReject reads an NCPDP Telecommunication claim response's reject,
// "Reject Code NN - Description" (field 511-FB, the NCPDP Reject Code set;
// held-out set 1663). The code is the payer's adjudication, which the
// description's words mislead a keyword reading on: "Prior Authorization
// Required" is no credential of the agent's, "Refill Too Soon" no rate
// limit.
//
//   - an M/I (missing or invalid) field, or R8 syntax error: invalid;
//   - 70 product/service not covered (plan exclusion), 75 prior
//     authorization required, 76 plan limitations exceeded, 77 discontinued
//     product, 79 refill too soon, 3Y prior authorization denied: premise,
//     the claim as planned will not pay; a new step (another product, a
//     prior authorization, a later date or a documented override) is
//     needed;
//   - 3W prior authorization in process, 92 system/host unavailable:
//     transient, time is the variable.
//
// Gated on "Reject Code" in the raw text; a code outside this table is
// left to the other rules.
func ncpdpReject(text, code string) (Result, bool) {
	i := strings.Index(text, "Reject Code")
	if i < 0 {
		return Result{}, false
	}
	rest := strings.TrimLeft(text[i+len("Reject Code"):], " :")
	n := 0
	for n < len(rest) && rest[n] != ' ' && rest[n] != '-' && rest[n] != ':' {
		n++
	}
	rc := rest[:n]
	if rc == "" {
		rc = code
	}
	desc := strings.TrimLeft(rest[n:], " -:")
	why := "NCPDP reject " + rc + ": "
	if strings.HasPrefix(desc, "M/I ") || rc == "R8" {
		return Result{Kind: invalid, Reason: why + "a field of the claim is missing or invalid: correct it and resubmit"}, true
	}
	switch strings.TrimLeft(rc, "0") {
	case "70", "75", "76", "77", "79", "3Y":
		return Result{Kind: premise, Reason: why + "the payer will not pay the claim as planned (not covered, prior authorization needed or denied, plan limits, discontinued product, refill too soon): a new step is needed first"}, true
	case "3W", "92":
		return Result{Kind: transient, Reason: why + "a prior authorization under review or the processor's host unavailable: resubmit later"}, true
	}
	return Result{}, false
}
