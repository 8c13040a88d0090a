package classify

// staleBlobSHA reports GitHub's contents-API refusal of a write whose blob
// sha is stale: "<path> does not match <40-hex sha>" (set 38). Only the
// sha form counts, so that other 409 texts with "does not match" (a
// repository rule's pattern, say) keep their own reading.
func staleBlobSHA(msg string) bool {
	const mark = " does not match "
	i := indexFold(msg, mark)
	if i < 0 {
		return false
	}
	return hexRun(msg[i+len(mark):]) == 40
}
