package classify

import (
	"strconv"
	"strings"

	"github.com/rungkit/rung"
)

// Identity-verification (KYC) services answer a refused request with a
// numbered code in an envelope of their own, and the number, not the HTTP
// status, tells the class (set 1548). Each envelope is read by its own
// markers, never by a bare "code":
//
//   - Sumsub ({"description","code","correlationId","errorCode",
//     "errorName"}; docs.sumsub.com/reference/error-codes-description):
//     the errorCode names the act's real obstacle, and many sit under a
//     409 that is no duplicate. 1000 duplicate-document is a duplicate
//     (conflict); 1001 too-many-documents is an allowance spent, and 1008
//     applicant-marked-as-deleted and 1009 applicant-with-final-reject are
//     the applicant's state (premise); 1002 to 1005, 1007, 1010
//     doc-type-not-in-req-docs and 1011 are the upload's own file or type
//     (invalid); 1006 no-upload-verification-in-progress is the applicant
//     under review, read as the passing state generic.go reads "is being
//     checked" (transient, set 1355); 3000 and 5000/5001 say the applicant
//     is already in the asked state or list (conflict); 4000 to 4007 are
//     the App Token's authentication (denied).
//   - Veriff ({"status":"fail","code":N,"message"};
//     devdocs.veriff.com troubleshooting and credentials tables): the 18xx
//     codes are "returned when the webhook or public API authorization
//     fails" (denied); 1304 "Cannot transition to ... status" is the
//     session's state (premise); the documented 10xx to 15xx request codes
//     (query ID length, format or reuse, missing or invalid parameters,
//     timestamps, dates, return URL, image data, vendorData) are the
//     call's own arguments (invalid). Undocumented numbers fall through.
func kycErrorBody(b string) (Result, bool) {
	if strings.Contains(b, `"missing_document"`) {
		if r, ok := onfidoErrorType(b); ok { // kycresult.go (set 1688)
			return r, true
		}
	}
	if hasJSONKey(b, "correlationId") && hasJSONKey(b, "description") {
		if v, isStr, ok := jsonValue(b, "errorCode"); ok && !isStr {
			if n, err := strconv.Atoi(v); err == nil {
				if k, why, found := sumsubErrorCode(n); found {
					return Result{Kind: k, Code: v, Reason: "sumsub: errorCode " + v + " (" + jsonString(b, "errorName") + "): " + why}, true
				}
			}
		}
	}
	if jsonString(b, "status") == "fail" && !hasJSONKey(b, "data") && hasJSONKey(b, "message") {
		v, _, ok := jsonValue(b, "code")
		if !ok {
			return Result{}, false
		}
		if n, err := strconv.Atoi(v); err == nil {
			if k, why, found := veriffErrorCode(n); found {
				return Result{Kind: k, Code: v, Reason: "veriff: code " + v + ": " + why}, true
			}
		}
	}
	return Result{}, false
}

func sumsubErrorCode(n int) (rung.Kind, string, bool) {
	switch {
	case n == 1000:
		return conflict, "the same document is already on the applicant", true
	case n == 1001:
		return premise, "the applicant holds as many documents as it allows: no new one is taken", true
	case n == 1006:
		return transient, "the applicant is being checked: uploads wait until the review settles", true
	case n == 1008:
		return premise, "the applicant is marked deleted or inactive: nothing changes its status; replan", true
	case n == 1009:
		return premise, "the applicant has a FINAL rejection: it takes no new data; replan", true
	case n >= 1002 && n <= 1011:
		return invalid, "the upload's file or document type is not one the applicant takes: send a proper one", true
	case n == 3000 || n == 5000 || n == 5001:
		return conflict, "the applicant is already in the asked state", true
	case n >= 4000 && n <= 4007:
		return denied, "the App Token authentication failed", true
	}
	return 0, "", false
}

func veriffErrorCode(n int) (rung.Kind, string, bool) {
	switch {
	case n >= 1801 && n <= 1819:
		return denied, "the API key or request signature was refused", true
	case n == 1304:
		return premise, "the session cannot move to the asked status from the one it is in", true
	case n >= 1001 && n <= 1003, n == 1102, n == 1104, n >= 1201 && n <= 1203,
		n == 1302, n == 1303, n >= 1308 && n <= 1310, n >= 1400 && n <= 1403, n == 1500, n == 1501:
		return invalid, "the request's own argument is wrong: repair it", true
	}
	return 0, "", false
}
