package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// awsSDKClientText reads AWS SDK texts that come from the client itself,
// not from a service error code (set 1803):
//
//   - botocore's client-side ValidationError family, raised before any
//     request is sent (botocore/exceptions.py): InvalidRegionError
//     "Provided region_name 'x' doesn't match a supported format.",
//     ValidationError "Invalid value ('x') for param y of type z" and
//     AliasConflictParameterError "Parameter 'x' and its alias 'y' were
//     provided for operation z.": the call's own argument, invalid.
//
//   - botocore's PaginationError "The same next token was received twice"
//     (botocore/paginate.py): every page call worked and the listing loops,
//     so the result set is incomplete: ambiguous.
//
//   - aws-sdk-go-v2's undecodable 2xx ("https response error StatusCode:
//     200, ... deserialization failed, failed to decode response body,
//     unexpected EOF"): the SDK makes an API error only of a non-2xx, so
//     the service did the work and its answer was lost on the way (a
//     proxy cut it): ambiguous, read it back before a retry repeats a
//     write (lead ruling after set 1803: sets 317 and 1803, none against).
//     Under a 4xx or 5xx a page that does not decode keeps the status's
//     reading (set 1101's 502).
//
//   - S3's HEAD 400 with nothing but the status ("S3: HeadObject, https
//     response error StatusCode: 400, ... api error BadRequest: Bad
//     Request"): a HEAD answer has no body, so the SDK can name only the
//     status, and S3 sends that 400 for an expired token, a missing SSE-C
//     key or a malformed request alike: unknown (lead ruling after set
//     1803: sets 1029 and 1803, none against).
func awsSDKClientText(msg string) (Result, bool) {
	switch {
	case strings.Contains(msg, "doesn't match a supported format") && strings.Contains(msg, "region_name '"):
		return Result{Kind: invalid, Reason: "botocore: the region_name argument is malformed (InvalidRegionError, raised before sending)"}, true
	case strings.Contains(msg, ") for param ") && strings.Contains(msg, "Invalid value ('"):
		return Result{Kind: invalid, Reason: "botocore: a parameter value failed client-side validation (ValidationError)"}, true
	case strings.Contains(msg, "' and its alias '") && strings.Contains(msg, "were provided for operation"):
		return Result{Kind: invalid, Reason: "botocore: a parameter and its alias were both given (AliasConflictParameterError)"}, true
	case strings.Contains(msg, "https response error StatusCode: 2") && strings.Contains(msg, "deserialization failed"):
		return Result{Kind: ambiguous, Reason: "aws-sdk-go-v2: the service answered 2xx and its response did not decode: the operation ran and its answer was lost; read the state back before any retry"}, true
	case strings.HasSuffix(strings.TrimSpace(msg), "api error BadRequest: Bad Request") && strings.Contains(msg, "StatusCode: 400") && (strings.Contains(msg, "S3: HeadObject,") || strings.Contains(msg, "S3: HeadBucket,")):
		return Result{Kind: rung.KindUnknown, Reason: "aws S3: a HEAD request's 400 carries no body, so nothing says which of its causes (an expired token, a missing SSE-C key, a malformed request) it is: retry once, then hand back"}, true
	case strings.Contains(msg, "The same next token was received twice"):
		return Result{Kind: ambiguous, Reason: "botocore paginator: the service returned the same next token twice; the listing loops and its result is incomplete"}, true
	}
	return Result{}, false
}
