package classify

import "strings"

// canopypull.go (set 1731): Canopy Connect's Pull object, read by its
// status field. A pull that failed is answered with HTTP 200 and the pull
// itself, so the status is the only verdict (docs.usecanopy.com
// reference/schemas-pull: STARTED ... NOT_AUTHENTICATED, INTERNAL_ERROR,
// PROVIDER_ERROR, VALIDATION_ERROR, SUCCESS; reference/monitoring_reconnect:
// NOT_AUTHENTICATED when "the account credentials are no longer valid or
// if MFA is re-required"). The in-progress statuses and SUCCESS are no
// failure and are left to the other readers (an empty SUCCESS is read as
// an empty answer); INTERNAL_ERROR keeps the generic reading of a
// service's own fault.
var canopyPullStatus = map[string]Result{
	"NOT_AUTHENTICATED":             {Kind: denied, Reason: "Canopy pull NOT_AUTHENTICATED: the carrier refused the consumer's login: only the consumer can supply new credentials"},
	"IDENTITY_VERIFICATION_OPTIONS": {Kind: denied, Reason: "Canopy pull IDENTITY_VERIFICATION_OPTIONS: the carrier asks for a second factor only the consumer holds"},
	"IDENTITY_VERIFICATION":         {Kind: denied, Reason: "Canopy pull IDENTITY_VERIFICATION: the carrier waits for the consumer's one-time code"},
	"PROVIDER_ERROR":                {Kind: transient, Reason: "Canopy pull PROVIDER_ERROR: the carrier's site failed: retry later"},
	"VALIDATION_ERROR":              {Kind: invalid, Reason: "Canopy servicing pull VALIDATION_ERROR: the carrier refused the request's data: repair it"},
}

// canopyPull gates on the pull's own id key before any scan.
func canopyPull(m string) (Result, bool) {
	if !strings.Contains(m, `"pull_id"`) {
		return Result{}, false
	}
	r, ok := canopyPullStatus[jsonString(m, "status")]
	return r, ok
}
