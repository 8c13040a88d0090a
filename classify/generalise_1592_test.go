package classify

import "testing"

// First run at c22a99e0: 30/36 overall, 12/18 tricky.
// Tolerated: i1592-kora-daily-attempts: transient vs premise (ruling): periodwords.go statedWaitOfADay keeps an attempts cap that lifts by itself ("too many attempts ... try again tomorrow", set 1338) a rate limit's wait; "Maximum verification attempts exceeded for today" under RATE_LIMIT_EXCEEDED is that attempts cap.
// Tolerated: i1592-sumsub-9104-insufficient-source-data: unknown vs premise (one-off): a Sumsub review-result code's description as plain text under a 200, as sets 1355 and 1548 ruled; "insufficient data" alone names no class.
func TestIndependentCases1592(t *testing.T) {
	runIndependent(t, "testdata/independent1592.jsonl", true, "i1592-kora-daily-attempts", "i1592-sumsub-9104-insufficient-source-data")
}

// TestGeneralise1592MediaUnder401 reads a 401 whose body speaks only of the
// media the request carried, or of the service's own download of it:
// Alibaba Cloud ID Verification (eKYC) sends UnqualifiedPhoto,
// NoFaceDetected, ToolargeImage and DownloadTimeout under 401 (its
// server-side HTTP status table). The image is the call's to repair
// (invalid); the download that ran out of time is a wait (transient). A 401
// that names a credential stays denied.
func TestGeneralise1592MediaUnder401(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unqualified photo", "http", 401, "UnqualifiedPhoto", "The uploaded image is unreadable or does not meet the resolution requirements. Try a different image.", invalid},
		{"no face", "http", 401, "NoFaceDetected", "Face feature extraction from the uploaded image failed. Try a different image.", invalid},
		{"too large image", "http", 401, "ToolargeImage", "The image size exceeds the limit. Compress the image or try a different upload method.", invalid},
		{"face not detected", "http", 401, "", `{"message":"Face not detected in image"}`, invalid},
		{"download timeout", "http", 401, "DownloadTimeout", "The download of the image from the URL timed out.", transient},
		{"download timeout other words", "http", 401, "", "Timed out while downloading the image from the given URL", transient},
		// Near misses: a credential named under the 401 stays denied.
		{"token revoked", "http", 401, "AuthenticationFailed", `{"reason":"AuthenticationFailed","message":"The access token is missing, invalid, or is revoked."}`, denied},
		{"registry auth", "http", 401, "", `{"errors":[{"code":"UNAUTHORIZED","message":"authentication required"}]}`, denied},
		{"bare 401", "http", 401, "", "Unauthorized", denied},
		// The same image fault under a 400 keeps its reading.
		{"unqualified photo 400", "http", 400, "", "The uploaded image is unreadable or does not meet the resolution requirements. Try a different image.", invalid},
	})
}

// TestGeneralise1592ExperiencingDifficulties reads a service, or the source
// it relies on, that says it is in trouble for now: Sumsub's database-check
// 9103 "The source is experiencing difficulties at the moment."
// (docs.sumsub.com/reference/error-codes) and the common "We are
// experiencing technical difficulties". A passing state, a wait, as
// "temporarily unavailable".
func TestGeneralise1592ExperiencingDifficulties(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sumsub 9103", "http", 200, "9103", "The source is experiencing difficulties at the moment.", transient},
		{"technical difficulties", "http", 503, "", "We are experiencing technical difficulties. Please try again later.", transient},
		{"temporary difficulties", "", 0, "", "The payment provider is experiencing temporary difficulties", transient},
		// Near misses: texts with other kinds.
		{"source not found", "http", 404, "", `{"message":"Source not found"}`, premise},
		{"bad credentials", "http", 401, "", "Bad credentials", denied},
	})
}
