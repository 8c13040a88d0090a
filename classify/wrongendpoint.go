package classify

// wrongEndpointWords: a service that says the request reached the wrong
// endpoint or host for the caller's key or resource, and names where to
// send it: DeepL's 403 {"message":"Wrong endpoint. Use
// https://api-free.deepl.com"} for a Free key sent to the Pro host (and
// the reverse, "Use https://api.deepl.com"), as S3's PermanentRedirect
// "The bucket you are attempting to access must be addressed using the
// specified endpoint" (aws.go: "is a wrong endpoint"). The key is good and
// the goal stands; the call's own URL is wrong: invalid, whatever the
// status (a 403 reads as a refused identity). A refusal of the caller for
// an endpoint ("not authorized to access this endpoint") stays denied, and
// a disabled or missing endpoint stays premise (set 1498).
var wrongEndpointWords = []pattern{
	{text: "wrong endpoint", kind: invalid, reason: "the request went to the wrong endpoint for this key or resource: send it to the one the service names"},
	{text: "incorrect endpoint", kind: invalid, reason: "the request went to the wrong endpoint for this key or resource: send it to the one the service names"},
	{text: "must be addressed using the specified endpoint", kind: invalid, reason: "the resource must be addressed through another endpoint: send it to the one the service names"},
}

var wrongEndpointMatcher = newMatcher(wrongEndpointWords)
