package classify

// mediaFaultWords: a refusal that speaks only of the media the request
// carried, or of the service's own download of it, with no word of a
// credential. Alibaba Cloud ID Verification (eKYC) sends these under HTTP
// 401 (its server-side status table: UnqualifiedPhoto "The uploaded image
// is unreadable or does not meet the resolution requirements. Try a
// different image.", NoFaceDetected "Face feature extraction from the
// uploaded image failed. Try a different image.", ToolargeImage "The image
// size exceeds the limit.", DownloadTimeout "The download of the image from
// the URL timed out."; held-out set 1592). No other key gets past a
// blurred photo: the image is the call's to repair (invalid), and the
// service's own fetch that ran out of time is a wait (transient), as the
// image-download ruling reads OpenAI's (codes.go) and Instagram's
// (generic.go retryHintWords). Read only under a 401 (httppreset.go): a
// 400 says these through the wording tables already.
var mediaFaultWords = []pattern{
	{text: "try a different image", kind: invalid, reason: "the uploaded image is unusable: send a different one"},
	{text: "try another image", kind: invalid, reason: "the uploaded image is unusable: send a different one"},
	{text: "uploaded image is unreadable", kind: invalid, reason: "the uploaded image is unusable: send a different one"},
	{text: "does not meet the resolution requirements", kind: invalid, reason: "the uploaded image is below the resolution asked: send a different one"},
	{text: "face feature extraction", kind: invalid, reason: "no face could be read from the uploaded image: send a different one"},
	{text: "no face detected", kind: invalid, reason: "no face could be read from the uploaded image: send a different one"},
	{text: "face not detected", kind: invalid, reason: "no face could be read from the uploaded image: send a different one"},
	{text: "image size exceeds the limit", kind: invalid, reason: "the image is larger than the limit: compress it"},
	{text: "download of the image from the url timed out", kind: transient, timeout: true, reason: "the service's own download of the image URL timed out: retry (the host was slow)"},
	{text: "timed out while downloading", kind: transient, timeout: true, reason: "the service's own download of the media URL timed out: retry (the host was slow)"},
}

var mediaFaultOnly = newMatcher(mediaFaultWords)
