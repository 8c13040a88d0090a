package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Identity-verification (KYC) services answer a read of a verification with
// a 200 whose body is the person's outcome, and some outcomes are failures
// of the onboarding step that asked (set 1355). Each is read by the
// service's own object markers, never by a bare "status":
//
//   - Stripe Identity's VerificationSession ("object":
//     "identity.verification_session") returns to requires_input with a
//     last_error when a check fails ("You can find an explanation for the
//     verification failure in the last_error field"): document_expired,
//     selfie_face_mismatch, under_supported_age ... each is the person's
//     verdict, and the belief that this user is verified is false: premise;
//     consent_declined is the person's refusal of the check: denied. A
//     canceled session ("future submission attempts are disabled") is
//     premise.
//   - Persona's inquiry ("type":"inquiry", its status in "attributes"):
//     expired ("did not complete the inquiry within 24 hours"), failed
//     ("exceeded the allowed number of verification attempts ... and
//     cannot continue") and declined are premise.
//   - Veriff's decision ({"status":"success","verification":...}): a null
//     verification is "decision not yet available, try again later"
//     (transient), as is review; declined, expired, abandoned and
//     resubmission_requested are the person's outcome (premise).
//   - Plaid Identity Verification (client_user_id beside a "steps" object
//     of kyc_check, documentary_verification ...): failed, expired and
//     canceled are premise; pending_review waits on a person (transient).
//
// Approved, verified, completed and success are answers and are left alone.
func kycVerdict(b string) (Result, bool) {
	if r, ok := kycResultObject(b); ok { // kycresult.go (set 1688)
		return r, true
	}
	if strings.Contains(b, `"verificationErrors"`) || strings.Contains(b, `"checkCode"`) {
		if r, ok := adyenKYCErrors(b); ok { // set 1672
			return r, true
		}
	}
	if hasFold(b, `"identity.verification_session"`) {
		if le := jsonObject(b, "last_error"); le != "" {
			if code := jsonString(le, "code"); code != "" {
				// consent_declined: "The user declined to be verified by
				// Stripe ... offer an alternative, non-biometric means":
				// the person withheld the authority the check needs, which
				// no replan of this check wins back (sets 1548 and 1672,
				// two of two blind labels denied).
				if code == "consent_declined" {
					return Result{Kind: denied, Code: code, Reason: "stripe identity: the person declined consent to be verified: hand back, or offer another means of verification"}, true
				}
				return Result{Kind: premise, Code: code, Reason: "stripe identity: the verification session failed a check (last_error " + code + "): the person is not verified, replan"}, true
			}
		}
		if jsonString(b, "status") == "canceled" {
			return Result{Kind: premise, Code: "canceled", Reason: "stripe identity: the verification session is canceled and takes no more submissions"}, true
		}
		return Result{}, false
	}
	if jsonString(b, "type") == "inquiry" {
		if at := jsonObject(b, "attributes"); at != "" {
			switch st := jsonString(at, "status"); st {
			case "expired", "failed", "declined":
				return Result{Kind: premise, Code: st, Reason: "persona: inquiry status " + st + ": the person's inquiry ended without a pass, replan"}, true
			}
		}
		return Result{}, false
	}
	if jsonString(b, "status") == "success" {
		if v, isStr, ok := jsonValue(b, "verification"); ok && !isStr {
			if v == "null" {
				return Result{Kind: transient, Code: "success", Reason: "veriff: the decision is not yet available (verification null): try again later"}, true
			}
			if hasJSONKey(v, "reasonCode") || hasJSONKey(v, "vendorData") || hasJSONKey(v, "code") {
				switch st := jsonString(v, "status"); st {
				case "declined", "expired", "abandoned", "resubmission_requested":
					return Result{Kind: premise, Code: st, Reason: "veriff: decision " + st + ": the person's verification did not pass, replan"}, true
				case "review":
					return Result{Kind: transient, Code: st, Reason: "veriff: the session is in review: the decision comes later"}, true
				}
			}
			return Result{}, false
		}
	}
	if hasJSONKey(b, "client_user_id") {
		if steps := jsonObject(b, "steps"); steps != "" && hasJSONKey(steps, "kyc_check") {
			switch st := jsonString(b, "status"); st {
			case "failed", "expired", "canceled":
				return Result{Kind: premise, Code: st, Reason: "plaid identity verification: status " + st + ": the person is not verified, replan"}, true
			case "pending_review":
				return Result{Kind: transient, Code: st, Reason: "plaid identity verification: pending review: the outcome comes later"}, true
			}
		}
	}
	return Result{}, false
}

// adyenKYCErrors reads Adyen's KYC verification codes (set 1672): the
// verificationErrors array of a legal entity's capability problems
// (docs.adyen.com/platforms/kyc-verification-codes: a general code with
// its subErrors) and the classic platforms' checkCode
// (docs.adyen.com/classic-platforms/verification-process/verification-codes).
// The suberror decides where it is known, else the general code: a
// technical issue or a manual review waits (transient); "more questions"
// is an open result (ambiguous); a mistyped field or a document to
// re-upload is the submission (invalid); a declined entity, a capability
// the country or entity type may not have, details that could not be
// verified and spent retries are the entity's (premise).
func adyenKYCErrors(b string) (Result, bool) {
	var code string
	if ve, _, ok := jsonValue(b, "verificationErrors"); ok {
		code = jsonString(ve, "code")
		if se, _, ok := jsonValue(ve, "subErrors"); ok {
			if sc := jsonString(se, "code"); sc != "" {
				if _, known := adyenKYCKinds[sc]; known {
					code = sc
				}
			}
		}
	} else if n, isStr, ok := jsonValue(b, "checkCode"); ok && !isStr {
		code = "classic " + n
	}
	k, known := adyenKYCKinds[code]
	if !known {
		return Result{}, false
	}
	return Result{Kind: k, Code: strings.TrimPrefix(code, "classic "), Reason: "adyen: KYC verification code " + code + " (docs.adyen.com kyc-verification-codes)"}, true
}

var adyenKYCKinds = map[string]rung.Kind{
	// general codes
	"1_10": ambiguous, "1_11": invalid, "1_12": premise, "1_13": transient,
	"1_14": premise, "1_15": premise, "1_16": premise, "1_30": premise,
	// suberrors
	"1_1000": premise, "1_1001": transient, "1_1002": ambiguous, "1_1003": invalid, "1_1004": invalid,
	"1_3000": premise, "1_3001": premise, "1_3002": premise, "1_3003": premise, "1_3004": premise,
	"1_3005": invalid,
	// classic platforms checkCode
	"classic 1302": premise, "classic 1304": premise, "classic 1311": invalid,
	"classic 1312": premise, "classic 1320": transient, "classic 1330": invalid,
}
