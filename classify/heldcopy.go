package classify

// fullyHeldWords: a downloader resuming a transfer (a Range request from
// the local copy's length) that the server answers with a 4xx, 416 Range
// Not Satisfiable, because the local copy already holds the whole
// resource, in the downloader's words: GNU Wget src/http.c "The file is
// already fully retrieved; nothing to do.", yt-dlp "has already been
// downloaded". The step's output already exists: conflict (skip it and
// carry the file forward), not a wrong Range (set 393).
var fullyHeldWords = []string{
	"already fully retrieved",
	"already been downloaded",
	"already fully downloaded",
	"already been fully downloaded",
	"already completely downloaded",
	"download already complete",
}

// fullyHeld reports a 4xx whose text says the local copy is already whole
// (fullyHeldWords).
func fullyHeld(t string) bool {
	return hasAny(t, fullyHeldWords...)
}
