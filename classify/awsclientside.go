package classify

import "strings"

// awsSDKClientText reads AWS SDK texts that come from the client itself,
// not from a service error code (set 1803):
//
//   - botocore's client-side ValidationError family, raised before any
//     request is sent (botocore/exceptions.py): InvalidRegionError
//     "Provided region_name 'x' doesn't match a supported format.",
//     ValidationError "Invalid value ('x') for param y of type z" and
//     AliasConflictParameterError "Parameter 'x' and its alias 'y' were
//     provided for operation z.": the call's own argument, invalid.
//   - botocore's PaginationError "The same next token was received twice"
//     (botocore/paginate.py): every page call worked and the listing loops,
//     so the result set is incomplete: ambiguous.
//
// aws-sdk-go-v2's undecodable 2xx and S3's bodiless HEAD 400 are left to
// the rulings that decide them (a cut body stays transient; a bare 400 is
// invalid), though sets 317, 1029 and 1803 label them otherwise.
func awsSDKClientText(msg string) (Result, bool) {
	switch {
	case strings.Contains(msg, "doesn't match a supported format") && strings.Contains(msg, "region_name '"):
		return Result{Kind: invalid, Reason: "botocore: the region_name argument is malformed (InvalidRegionError, raised before sending)"}, true
	case strings.Contains(msg, ") for param ") && strings.Contains(msg, "Invalid value ('"):
		return Result{Kind: invalid, Reason: "botocore: a parameter value failed client-side validation (ValidationError)"}, true
	case strings.Contains(msg, "' and its alias '") && strings.Contains(msg, "were provided for operation"):
		return Result{Kind: invalid, Reason: "botocore: a parameter and its alias were both given (AliasConflictParameterError)"}, true
	case strings.Contains(msg, "The same next token was received twice"):
		return Result{Kind: ambiguous, Reason: "botocore paginator: the service returned the same next token twice; the listing loops and its result is incomplete"}, true
	}
	return Result{}, false
}
