package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at acc9afcd: 26/36 overall, 9/18 tricky.
// Tolerated: i1816-finish-unexpected-tool-call: ambiguous vs invalid (ruling): taxonomy set 1242 reads UNEXPECTED_TOOL_CALL as ambiguous with the other abnormal finishReasons.
// Tolerated: i1816-finish-language: ambiguous vs invalid (ruling): taxonomy set 1249 reads finishReason LANGUAGE as ambiguous.
// Tolerated: i1816-finish-other: ambiguous vs unknown (ruling): the Gemini row and set 1242 read finishReason OTHER as ambiguous.
// Tolerated: i1816-batch-expired: transient vs premise (ruling): taxonomy set 368 reads BATCH_STATE_EXPIRED/JOB_STATE_EXPIRED as transient (submit again).
// Tolerated: i1816-live-1008-model-not-bidi: premise vs invalid (ruling): the "is not found for API version ..., or is not supported for <method>" wording reads premise (model missing), as set 96's line.
// Tolerated: i1816-go-empty-404: premise vs unknown (one-off): a bare 404 with an empty message reads premise; no class rule can tell an empty wrapper 404 apart.
// Tolerated: i1816-file-state-failed: ambiguous vs premise (one-off): a Files API resource with state FAILED and an internal descriptor message; the only such line.
// Tolerated: i1816-imagen-response-blocked: invalid vs ambiguous (one-off): Imagen's older 400 "The response is blocked, as it may violate our policies" under "Invalid argument"; not mended within this task's time.
func TestIndependentCases1816(t *testing.T) {
	runIndependent(t, "testdata/independent1816.jsonl", true,
		"i1816-finish-unexpected-tool-call", "i1816-finish-language", "i1816-finish-other", "i1816-batch-expired",
		"i1816-live-1008-model-not-bidi", "i1816-go-empty-404", "i1816-file-state-failed", "i1816-imagen-response-blocked")
}

// TestGeneralise1816VeoImagenFiltered: Google's generated-media filter
// fields (Veo's generateVideoResponse.raiMediaFilteredReasons, Imagen's
// raiFilteredReason). A non-empty raiMediaFilteredReasons is a video the
// filter withheld: ambiguous, as Imagen's raiFilteredReason (set 368).
// Imagen's person filter that names the request's own "option for Person
// Generation" is invalid: the request's personGeneration argument is the
// repair. Sources: ai.google.dev/gemini-api/docs/video,
// cloud.google.com/vertex-ai/generative-ai/docs/image/responsible-ai-imagen,
// firebase-ios-sdk PR 14403. Near misses: an empty reasons array with a
// video, other raiFilteredReason texts (stay ambiguous).
func TestGeneralise1816VeoImagenFiltered(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"veo op filtered", "http", 200, "", `{"name":"models/veo-3.0-generate-001/operations/abc","done":true,"response":{"generateVideoResponse":{"raiMediaFilteredCount":1,"raiMediaFilteredReasons":["Sorry, we can't create videos from input images containing photorealistic children. Please update your request and try again. Support codes: 58061214"]}}}`, rung.KindAmbiguous},
		{"veo spaced", "", 0, "", `{"generateVideoResponse": {"raiMediaFilteredCount": 2, "raiMediaFilteredReasons": [ "Video generation failed due to safety filters. Support codes: 17301594", "Support codes: 29310472"]}}`, rung.KindAmbiguous},
		{"veo vertex", "http", 200, "", `{"name":"projects/p/locations/us-central1/publishers/google/models/veo-2.0-generate-001/operations/1","done":true,"response":{"@type":"type.googleapis.com/cloud.ai.large_models.vision.GenerateVideoResponse","raiMediaFilteredCount":1,"raiMediaFilteredReasons":["The prompt could not be submitted. Support codes: 90789179"]}}`, rung.KindAmbiguous},
		{"imagen person option", "http", 200, "", `{"predictions":[{"raiFilteredReason":"Your request resulted in one or more images that contained people. They are filtered out because you selected the 'Don't allow' option for Person Generation. You can send this request again using the 'Allow (All ages)' or 'Allow (Adults only)' option. Support codes: 39322892"}]}`, rung.KindInvalid},
		// Near misses: nothing withheld; other Imagen filter texts.
		{"veo empty reasons", "http", 200, "", `{"done":true,"response":{"generateVideoResponse":{"generatedSamples":[{"video":{"uri":"https://x/v.mp4"}}],"raiMediaFilteredReasons":[]}}}`, rung.KindUnknown},
		{"imagen children filter", "http", 200, "", `{"predictions":[{"raiFilteredReason":"Unable to show generated images. Your current safety settings for people/face generation filtered out images that appeared to include children. You will not be charged for blocked images."}]}`, rung.KindAmbiguous},
		{"imagen all filtered", "http", 200, "", `{"predictions":[{"raiFilteredReason":"Unable to show generated images. All images were filtered out because they violated Vertex AI's usage guidelines. Support codes: 29310472"}]}`, rung.KindAmbiguous},
	})
}
