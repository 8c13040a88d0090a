package classify

import "strings"

// landedVerbs are the past tenses a batch tool's closing summary counts
// what landed with: "imported 2 of 3 rows", "Uploaded 4 of 7 files",
// "12 of 40 records were inserted".
var landedVerbs = [...]string{
	"imported", "inserted", "loaded", "uploaded", "downloaded", "processed",
	"migrated", "indexed", "synced", "copied", "sent", "delivered",
	"updated", "deleted", "written", "wrote", "saved", "created", "applied",
	"transferred", "converted", "exported", "published", "restored", "moved",
	"added", "ingested", "upserted",
}

// landedTally reads (set 1503, captured live) a batch script's closing
// summary that counts the items that landed, on the output's last line:
// "imported 2 of 3 rows" after "skipped row: UNIQUE constraint failed:
// users.email", "Uploaded 4 of 7 files", "12 of 40 records inserted".
// With 0 < n < m some items landed and the rest did not: a partial success,
// ambiguous (resend only what is missing), not the skipped item's own
// words (a UNIQUE constraint's conflict), which are one item's, not the
// call's. partialCount (wording.go) reads the tally of what failed; this
// one the tally of what landed. Only the last line counts, as a summary
// printed at the end after the item errors it tallies. A lone tally line
// with nothing before it ("Result: 3 of 5 hosts updated (60)", set 1326's
// near miss) says nothing of a failure; a progress line earlier in the
// output, a full tally (n == m), nothing landed (n == 0), and counts with
// no landing verb next to them ("page 2 of 3", "attempt 2 of 5", "step 2
// of 3 failed") keep their readings.
func landedTally(t string) bool {
	t = strings.TrimRight(t, " \t\r\n.")
	nl := strings.LastIndexByte(t, '\n')
	if nl < 0 || strings.TrimSpace(t[:nl]) == "" {
		return false
	}
	line := t[nl+1:]
	i := strings.Index(line, " of ")
	if i < 0 || len(line) > 200 {
		return false
	}
	j := i
	for j > 0 && line[j-1] >= '0' && line[j-1] <= '9' {
		j--
	}
	n, w := leadingInt(line[j:i])
	if w == 0 || n == 0 {
		return false
	}
	m, w2 := leadingInt(line[i+4:])
	if w2 == 0 || n >= m {
		return false
	}
	// The landing verb: the word just before n ("imported 2 of 3"), or
	// within the next three words after m ("2 of 3 rows imported", "2 of 3
	// files were uploaded").
	before := strings.TrimRight(line[:j], " :")
	if k := strings.LastIndexAny(before, " \t:"); k >= 0 {
		before = before[k+1:]
	}
	if landedVerb(before) {
		return true
	}
	after := line[i+4+w2:]
	for range 3 {
		after = strings.TrimLeft(after, " ")
		if after == "" {
			return false
		}
		k := strings.IndexAny(after, " ,;:")
		word := after
		if k >= 0 {
			word = after[:k]
		}
		if landedVerb(word) {
			return true
		}
		if k < 0 || after[k] != ' ' {
			return false
		}
		after = after[k:]
	}
	return false
}

func landedVerb(w string) bool {
	for _, v := range landedVerbs {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}
