package classify

import "github.com/rungkit/rung"

// kycResultObject reads three identity-verification result objects that
// come back on a 200 read and name the person's outcome in a field of
// their own (set 1688). Each is gated on its own key before any parse:
//
//   - Jumio Netverify retrieval (scanReference beside rejectReason,
//     identityVerification or a document status; Netverify Retrieval API
//     implementation guide): the rejectReasonCode decides. The codes under
//     verificationStatus ERROR_NOT_READABLE_ID (102-104 photocopies and
//     digital copy, 200-211 not readable, no document, sample, missing
//     back, wrong page, missing signature, camera black and white,
//     different persons) are the capture: a new capture repairs them
//     (invalid). The codes under DENIED_FRAUD (100, 105-111) are a fraud
//     refusal of the identity (denied). Without a reject reason, a
//     selfie's validity FALSE for a capture reason (LIVENESS_FAILED,
//     BAD_QUALITY, NO_FACE_PRESENT ...) is invalid; similarity
//     NOT_POSSIBLE is a result that cannot be read either way (ambiguous);
//     a document status DENIED_UNSUPPORTED_ID_TYPE / _COUNTRY is the
//     document itself, which no recapture changes (premise).
//   - Onfido reports and checks (developer docs, uw-labs/go-onfido
//     report.go and check.go): a report's sub_result rejected is the image
//     that could not be processed (invalid), caution a document that does
//     not hold (expired: premise), suspected a fraud signal (denied); a
//     report result unidentified found no record (ambiguous); a check
//     status withdrawn will never finish (premise). An API error whose
//     type is missing_document (a check asked for before its document was
//     uploaded) is the missing earlier step, under its 422 (premise:
//     onfidoErrorType, read from kycErrorBody).
//   - Yoti IDV checks (developers.yoti.com aml-report): recommendation
//     CONSIDER with reason POTENTIAL_MATCH is a screening with candidate
//     hits for a person to review (ambiguous).
func kycResultObject(b string) (Result, bool) {
	if hasJSONKey(b, "recommendation") {
		if rec := jsonObject(b, "recommendation"); rec != "" && jsonString(rec, "value") == "CONSIDER" && jsonString(rec, "reason") == "POTENTIAL_MATCH" {
			return Result{Kind: ambiguous, Code: "POTENTIAL_MATCH", Reason: "yoti: the screening recommends CONSIDER for a potential watchlist match: candidate hits for a person to review, not a decision"}, true
		}
	}
	if hasJSONKey(b, "scanReference") {
		return jumioVerdict(b)
	}
	if hasJSONKey(b, "sub_result") || hasJSONKey(b, "report_ids") || hasJSONKey(b, "breakdown") {
		return onfidoVerdict(b)
	}
	return Result{}, false
}

// jumioRejectKinds: Netverify rejectReasonCode by verification status
// (ERROR_NOT_READABLE_ID: the capture; DENIED_FRAUD: the identity).
var jumioRejectKinds = map[string]rung.Kind{
	"100": denied, "105": denied, "106": denied, "107": denied, "108": denied,
	"109": denied, "110": denied, "111": denied,
	"102": invalid, "103": invalid, "104": invalid, "200": invalid, "201": invalid,
	"202": invalid, "206": invalid, "207": invalid, "209": invalid, "210": invalid,
	"211": invalid,
}

// jumioCaptureReasons: identityVerification reasons that a new selfie or
// photo repairs.
var jumioCaptureReasons = map[string]bool{
	"LIVENESS_FAILED": true, "BAD_QUALITY": true, "NO_FACE_PRESENT": true,
	"FACE_NOT_FULLY_VISIBLE": true, "BLACK_AND_WHITE": true, "SELFIE_CROPPED_FROM_ID": true,
	"ENTIRE_ID_USED_AS_SELFIE": true, "SELFIE_IS_SCREEN_PAPER_VIDEO": true,
}

func jumioVerdict(b string) (Result, bool) {
	if rr := jsonObject(b, "rejectReason"); rr != "" {
		code := jsonString(rr, "rejectReasonCode")
		if k, ok := jumioRejectKinds[code]; ok {
			return Result{Kind: k, Code: code, Reason: "jumio: reject reason " + code + " " + jsonString(rr, "rejectReasonDescription")}, true
		}
		return Result{}, false
	}
	if iv := jsonObject(b, "identityVerification"); iv != "" {
		if reason := jsonString(iv, "reason"); jumioCaptureReasons[reason] {
			return Result{Kind: invalid, Code: reason, Reason: "jumio: the selfie failed validity (" + reason + "): a new capture repairs it"}, true
		}
		if jsonString(iv, "similarity") == "NOT_POSSIBLE" {
			return Result{Kind: ambiguous, Code: "NOT_POSSIBLE", Reason: "jumio: face similarity NOT_POSSIBLE: the check could not tell match from mismatch"}, true
		}
		return Result{}, false
	}
	switch st := jsonString(b, "status"); st {
	case "DENIED_UNSUPPORTED_ID_TYPE", "DENIED_UNSUPPORTED_ID_COUNTRY":
		return Result{Kind: premise, Code: st, Reason: "jumio: " + st + ": this document is not accepted, whatever the capture"}, true
	}
	return Result{}, false
}

func onfidoVerdict(b string) (Result, bool) {
	switch sr := jsonString(b, "sub_result"); sr {
	case "rejected":
		return Result{Kind: invalid, Code: sr, Reason: "onfido: report sub_result rejected: the image could not be processed, retake it"}, true
	case "caution":
		return Result{Kind: premise, Code: sr, Reason: "onfido: report sub_result caution: the document does not hold (e.g. expired), ask for another"}, true
	case "suspected":
		return Result{Kind: denied, Code: sr, Reason: "onfido: report sub_result suspected: a fraud signal on the document, hand back"}, true
	}
	if jsonString(b, "result") == "unidentified" {
		return Result{Kind: ambiguous, Code: "unidentified", Reason: "onfido: report result unidentified: no record found to confirm or deny the identity"}, true
	}
	if hasJSONKey(b, "report_ids") && jsonString(b, "status") == "withdrawn" {
		return Result{Kind: premise, Code: "withdrawn", Reason: "onfido: the check was withdrawn and will not complete: create a new one"}, true
	}
	return Result{}, false
}

// onfidoErrorType reads Onfido's error envelope {"error":{"id","type",
// "message","fields"}} (uw-labs/go-onfido onfido.go Error) for the one
// type whose 422 is not the call's fields: missing_document.
func onfidoErrorType(b string) (Result, bool) {
	e := jsonObject(b, "error")
	if e == "" || jsonString(e, "type") != "missing_document" {
		return Result{}, false
	}
	return Result{Kind: premise, Code: "missing_document", Reason: "onfido: missing_document: the check needs a document that was never uploaded; upload it first"}, true
}
