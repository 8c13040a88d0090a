package classify

import "strings"

// krakenenergy.go (set 1736): Kraken's GraphQL errors (Octopus Energy and the
// other Kraken suppliers), always under HTTP 200, with
// extensions.errorType beside the KT-<country>-<number> errorCode
// (developer.octopus.energy/graphql/reference/error-codes). The type
// SERVICE_AVAILABILITY (also spelled "SERVICE AVAILABILITY") is not an
// outage: every documented use says the operation is not offered to this
// client or for this kind of object ("Contract termination mutation is
// not yet supported for business contracts", KT-CT-10002; "Auto top-up is
// disabled for the client", KT-CT-10201): premise, replan. The other
// types are left to the other readers (their words decide).
func krakenServiceAvailability(m string) (Result, bool) {
	if !strings.Contains(m, `"KT-`) || !strings.Contains(m, "SERVICE") {
		return Result{}, false
	}
	et := jsonString(m, "errorType")
	if et != "SERVICE_AVAILABILITY" && et != "SERVICE AVAILABILITY" {
		return Result{}, false
	}
	return verdict(premise, "Kraken errorType SERVICE_AVAILABILITY: the operation is not offered to this client or for this object; replan")
}
