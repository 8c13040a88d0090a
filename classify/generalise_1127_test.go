package classify

import "testing"

// First run at 35886680: 28/30 overall, 13/15 tricky.
// Tolerated: i1127-openai-invalid-image-url: invalid vs premise (codes.go's OpenAI code table rules invalid_image_url invalid, modeFixed): the URL is well formed and the
// service could not fetch it, so the belief that the image is reachable is false (premise); but the step may equally repair by passing another URL or base64 data (invalid).
// Tolerated: i1127-sqlite-trigger-raise-rollback-policy: premise vs invalid (set 180's reading of a trigger's RAISE 1811 refusal by the object's state, appMessage): "customers are
// never deleted" reads as the world refusing the delete (premise), while the trigger names the operation to use instead ("set kind='closed'"), a repair of the same step (invalid).
// Not fixed by principle in this session's time.
func TestIndependentCases1127(t *testing.T) {
	runIndependent(t, "testdata/independent1127.jsonl", true, "i1127-openai-invalid-image-url", "i1127-sqlite-trigger-raise-rollback-policy")
}
