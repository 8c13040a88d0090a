package classify

import "strings"

// writtenWithWarnings reports a document or data tool that exited 0 and
// wrote its output, with warnings that say part of the result is missing
// or altered (set 1646, captured live):
//
//   - Graphviz dot 2.43: "Warning: No or improper image=\"x.png\" for node
//     \"n\"" (graphviz.org/docs/attrs/image): the graph is drawn, the node
//     without its image;
//   - the sqlite3 3.40 shell's .import: "f.csv:3: expected 3 columns but
//     found 2 - filling the rest with NULL", "... - extras ignored"
//     (sqlite.org/cli.html, .import): the rows landed, padded or cut;
//   - ffmpeg 5.1's closing statistics "video:0kB audio:0kB ... muxing
//     overhead: unknown" (every stream wrote 0 bytes, so fftools cannot
//     work out an overhead) and its "Output file is empty, nothing was
//     encoded" warning: a seek past the end, a select or -t that kept no
//     frame (set 1668, live);
//   - SoX 14.4's trim past the end of the audio, "sox WARN trim: Start
//     position is after expected end of audio." and "Last 1 position(s)
//     not reached" (sox(1), trim): the file is written, short or empty
//     (set 1668, live);
//   - pandoc 2.17's "[WARNING] Could not fetch resource x.png: replacing
//     image with description" and "[WARNING] Could not convert TeX math
//     \frac{1}{2, rendering as TeX" (pandoc.org MANUAL, --fail-if-warnings,
//     Math): the document is written, an image replaced by its alt text or
//     a formula left as raw TeX (set 1701, live);
//   - Ghostscript 10's "**** Error: Page drawing error occurred." over
//     "Output may be incorrect." (a damaged content stream): the pages are
//     rendered, one of them wrong (set 1701, live). Its "Couldn't
//     initialise file" (no page processed) is not a written result and
//     keeps the damaged-file premise (generic.go);
//   - libxml2 2.9's xmllint --noent (and any libxml2 tool that carries on)
//     with an external entity it cannot open: "warning: failed to load
//     external entity \"parts/p1.xml\"" at exit 0, the document written
//     with the entity dropped (xmllint(1) --noent; set 1735, live). At a
//     failing status the same words keep xmlToolWords' premise.
//
// The call worked and its result is not the one asked for: ambiguous, the
// partial-success reading (qpdf's "operation succeeded with warnings",
// pg_restore's "errors ignored on restore"). Only the "exit status 0" a
// tool wrapper appends opens the reader; the same words under a failing
// status keep that failure's reading, and Ghostscript's "Could not open
// the file" at exit 0 (nothing written) keeps its premise row.
func writtenWithWarnings(t string) bool {
	end := strings.TrimRight(t, " \t\r\n")
	if !strings.HasSuffix(end, "exit status 0") {
		return false
	}
	return strings.Contains(end, "No or improper image=") ||
		strings.Contains(end, " - filling the rest with NULL") ||
		strings.Contains(end, " - extras ignored") ||
		strings.Contains(end, "muxing overhead: unknown") ||
		strings.Contains(end, "Output file is empty, nothing was encoded") ||
		strings.Contains(end, ": replacing image with description") ||
		strings.Contains(end, "[WARNING] Could not convert TeX math ") && strings.Contains(end, ", rendering as TeX") ||
		strings.Contains(end, "**** Error: Page drawing error occurred.") ||
		strings.Contains(end, "warning: failed to load external entity \"") ||
		strings.Contains(end, "sox WARN trim: ") && (strings.Contains(end, " position is after expected end of audio") || strings.Contains(end, " position(s) not reached"))
}

// emptySuccess reports a program handed over as a failure that exited 0
// and printed nothing at all (set 1701, live): tesseract 5.3 on a blank
// page writes no text and no "Empty page!!", pdftotext on a PDF with no
// text layer writes only its form feeds. The call worked and its answer
// is empty: ambiguous, as an HTTP 200 with an empty body (set 1451). Only
// the bare wrapper line, whitespace around it, opens it; any printed
// word keeps its own reading.
func emptySuccess(t string) bool {
	return len(t) <= 32 && strings.TrimSpace(t) == "exit status 0"
}
