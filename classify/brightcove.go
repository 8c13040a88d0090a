package classify

import "strings"

// brightcoveError reads Brightcove's error body, a JSON list of
// {"error_code","message"} objects (CMS, Dynamic Ingest, SSAI and
// Playback APIs). Its NOT_AVAILABLE comes under 403, but Brightcove
// documents it as "temporarily unavailable - this may be a temporary
// condition while some kind of processing of the video is in progress"
// (apis.support.brightcove.com, CMS and SSAI error references): a wait,
// not authority (set 1570). Its other codes read as their messages and
// statuses say.
func brightcoveError(b string) (Result, bool) {
	t := strings.TrimSpace(b)
	if len(t) == 0 || t[0] != '[' || !strings.Contains(t, `"error_code"`) {
		return Result{}, false
	}
	if jsonString(t, "error_code") == "NOT_AVAILABLE" {
		return Result{Kind: transient, Code: "NOT_AVAILABLE", Reason: "brightcove: NOT_AVAILABLE: the resource is temporarily unavailable while it is processed: wait and retry"}, true
	}
	return Result{}, false
}
