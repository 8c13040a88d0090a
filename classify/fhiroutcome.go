package classify

import "strings"

// fhirCaveat2xx reads a FHIR OperationOutcome handed over as a failure
// under a 2xx whose issues are only warnings or information (held-out set
// 1605: InteliChart's 200 with a warning "Additional search results were
// found but could not be compliantly expressed and have been suppressed.",
// issue code "required"). FHIR's severity decides whether an issue failed
// the call (hl7.org/fhir/valueset-issue-severity: "error" and "fatal" fail
// it; "warning" and "information" do not): the call ran, and the caveat
// says its result is not whole or not as asked: ambiguous, not the issue
// code's reading (which a code table would take for the request's fault).
// An OperationOutcome with an error or fatal issue under a 2xx (Epic's
// "Resource request returns no results") is left to the other rules.
func fhirCaveat2xx(c *ctx) (Result, bool) {
	b := c.body
	if !strings.Contains(b, `"OperationOutcome"`) || !hasAny(b, `"resourceType":"OperationOutcome"`, `"resourceType": "OperationOutcome"`) {
		return Result{}, false
	}
	if hasAny(b, `"severity":"error"`, `"severity": "error"`, `"severity":"fatal"`, `"severity": "fatal"`) {
		return Result{}, false
	}
	if !hasAny(b, `"severity":"warning"`, `"severity": "warning"`, `"severity":"information"`, `"severity": "information"`) {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "http " + itoa(c.status) + " with a FHIR OperationOutcome of warnings only: the call ran, and its result carries a caveat (suppressed, partial or not as asked)"}, true
}
