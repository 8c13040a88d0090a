package classify

import "strings"

// countNouns are what a listing or search counts in its own summary line:
// the filesystem MCP server's "Total: 0 files, 0 directories", tree(1)'s
// "0 directories, 0 files", psql's "(0 rows)", pytest's "collected 0
// items", a search tool's "Found 0 results". Singular forms count too, so
// that "1 file" is read as the count it is.
var countNouns = [...]string{
	"files", "file", "directories", "directory", "folders", "folder", "results", "result", "matches", "match",
	"items", "item", "entries", "entry", "records", "record", "rows", "row", "documents", "document",
	"hits", "hit", "objects", "object", "entities", "entity", "nodes", "node",
}

// countsNothing reports whether a successful result's own summary counts
// something and every count in it is zero: the call ran and found nothing
// to act on, which is an empty list by other words (ambiguous: narrow
// once, then hand back). A summary with any count above zero ("0 files,
// 2 directories") lists something and is not read.
func countsNothing(t string) bool {
	counted := false
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' || i > 0 && (isAlnum(t[i-1]) || t[i-1] == '.' || t[i-1] == ',') {
			continue
		}
		j := i
		for j < len(t) && ('0' <= t[j] && t[j] <= '9' || t[j] == ',') {
			j++
		}
		k := j
		if k < len(t) && t[k] == ' ' {
			k++
		}
		if noun := countNounAt(t, k); noun > 0 {
			if !allZero(t[i:j]) {
				return false
			}
			counted = true
		}
		i = j
	}
	return counted
}

// countNounAt returns the length of the count noun that starts at t[k] as
// a word of its own ("files", "file(s)"), or 0.
func countNounAt(t string, k int) int {
	for _, n := range countNouns {
		if !matchAt(t, k, n) {
			continue
		}
		end := k + len(n)
		if end == len(t) || !isAlnum(t[end]) {
			return len(n)
		}
	}
	return 0
}

func allZero(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '0' && s[i] != ',' {
			return false
		}
	}
	return true
}

// headingOnly reports whether a successful result's text is a heading and
// nothing under it: the filesystem MCP server's list_allowed_directories
// with no directory ("Allowed directories:\n"), the git MCP server's
// git_log with no commit to show ("Commit history:\n" + the empty join;
// mcp-server-git server.py). The call ran and listed nothing: an empty
// list by other words (ambiguous: narrow once, then hand back). A heading
// that names a failure ("Error:", "Failed:") is not a listing and is not
// read (set 170).
func headingOnly(t string) bool {
	t = strings.TrimSpace(t)
	if len(t) < 3 || len(t) > 64 || t[len(t)-1] != ':' {
		return false
	}
	label := t[:len(t)-1]
	if !('A' <= label[0] && label[0] <= 'Z' || 'a' <= label[0] && label[0] <= 'z') {
		return false
	}
	for i := 0; i < len(label); i++ {
		b := label[i]
		if !isAlnum(b) && b != ' ' && b != '-' && b != '_' {
			return false
		}
	}
	return !hasAny(strings.ToLower(label), "error", "fail", "denied", "invalid", "exception", "warning", "refused", "cannot", "unable", "not ", "reason", "cause", "details", "message")
}

// emptyTableText reports a query's answer rendered as text with its header
// and no row, as SQL tools hand it to a model: psql's "(0 rows)" footer,
// the mysql client's "Empty set (0.00 sec)", DuckDB's "0 rows", pandas'
// "Empty DataFrame ... Index: []", and a
// Markdown table (MCP database servers) whose only lines are the header and
// its |---| rule. The query ran and found nothing: ambiguous, as an empty
// JSON list (set 429, the text form the set left open).
func emptyTableText(b string) bool {
	t := strings.TrimSpace(b)
	if t == "" || len(t) > 2000 {
		return false
	}
	last := t[strings.LastIndexByte(t, '\n')+1:]
	last = strings.TrimSpace(last)
	// pandas' repr of a frame with no row (set 1308): "Empty DataFrame",
	// its columns, then "Index: []".
	if last == "Index: []" && strings.HasPrefix(t, "Empty ") && strings.HasSuffix(t[:strings.IndexByte(t, '\n')+1], "DataFrame\n") {
		return true
	}
	if last == "(0 rows)" || hasPrefixFold(last, "empty set (") || strings.EqualFold(last, "0 rows") || hasPrefixFold(last, "0 rows (") {
		return true
	}
	// Exactly two lines (no allocation: every text without a code passes
	// here, BenchmarkClassifyGenericText).
	nl := strings.IndexByte(t, '\n')
	if nl < 0 || strings.IndexByte(t[nl+1:], '\n') >= 0 {
		return false
	}
	head, rule := strings.TrimSpace(t[:nl]), strings.TrimSpace(t[nl+1:])
	return strings.HasPrefix(head, "|") && strings.HasSuffix(head, "|") && strings.Count(head, "|") >= 2 &&
		strings.HasPrefix(rule, "|") && strings.Trim(rule, "|-: ") == ""
}

// searchReturnedNone reads a search or query that ran and says it
// "returned no <things>" (set 590: "search completed but returned no
// orders for customer ..."; "Your search returned no issues", "Source
// query returned no JSON.", "Threat vector search returned no matches"):
// the call worked and found nothing where rows were needed, ambiguous, as
// "returned no rows" and "no results". A lookup that got no answer at all
// ("returned no response", "no reply") is the transport's, not an empty
// result, and keeps its reading.
func searchReturnedNone(t string) (Result, bool) {
	for i := range foldMatches(t, "returned no ") {
		if !hasAny(t[:i], "search", "query") {
			continue
		}
		next := t[i+len("returned no "):]
		if hasPrefixFold(next, "response") || hasPrefixFold(next, "reply") || hasPrefixFold(next, "answer") || hasPrefixFold(next, "error") {
			continue
		}
		return Result{Kind: ambiguous, Reason: "the search or query ran and returned nothing where rows were needed: narrow or change it"}, true
	}
	return Result{}, false
}

// listMatchedNone reports a lister's "no matching <things> found": a
// selector or filter ran and matched nothing (kubectl wait -l "error: no
// matching resources found", the PodDisruptionBudget controller's NoPods
// "No matching pods found", Argo CD's "No matching apps found for filter:
// selector ...", terraform state replace-provider "No matching resources
// found."). The plural is the mark of a listing: the singular "no matching
// version/distribution/manifest/host key type found" is a resolver's
// answer about one thing and keeps its own kind (held-out set 692).
func listMatchedNone(t string) (Result, bool) {
	for i := range foldMatches(t, "no matching ") {
		rest := t[i+len("no matching "):]
		j := strings.IndexByte(rest, ' ')
		if j < 3 || !hasPrefixFold(rest[j:], " found") {
			continue
		}
		noun := strings.ToLower(rest[:j])
		if !strings.HasSuffix(noun, "s") || strings.HasSuffix(noun, "ss") || negotiatedNoun(noun) {
			continue
		}
		return Result{Kind: ambiguous, Reason: "a selector or filter ran and matched nothing (no matching " + noun + " found): narrow or change it"}, true
	}
	if lookupMatchedNoValue(t) {
		return Result{Kind: ambiguous, Reason: "the lookup ran and nothing matched the value it was given (no <thing> matches '<value>'): narrow or change it"}, true
	}
	return Result{}, false
}

// lookupMatchedNoValue finds a lookup's own "no <thing> matches <value>"
// where the value is the call's criterion, quoted right after the verb: a
// module's Carp croak "find_one: no customer matches 'Okafor'" (live Perl
// 5.36, set 1645), or written as key=value (a script's "no orders
// matched status='open'", set 1261). The lookup ran and found nothing to
// use, as "no matching <things> found" above and worldstate.go's "No
// <thing> found matching the filter" (set 1370). A criterion that is not
// the call's value keeps its
// reading: PostgreSQL's "No function matches the given name and argument
// types", DRF's "No Order matches the given query." (404, premise), Kong's
// "no Route matched with those values", age's "no identity matched any of
// the recipients"; so does a file, path or route the plan expected (set
// 1370's glob ruling).
func lookupMatchedNoValue(t string) bool {
	if !strings.Contains(t, "atche") { // matches, matched
		return false
	}
	for _, w := range [...]string{" matches ", " matched "} {
		for i := range foldMatches(t, w) {
			clause, ok := noClauseBefore(t, i)
			if !ok || strings.Count(clause, " ") != 1 {
				continue
			}
			noun := clause[3:]
			if hasAny(noun, "file", "path", "route", "pattern", "function", "operator", "glob") {
				continue
			}
			rest := t[i+len(w):]
			if rest == "" {
				continue
			}
			if c := rest[0]; c == '\'' || c == '"' || c == '`' || keyEqualsValue(rest) {
				return true
			}
		}
	}
	return false
}

// keyEqualsValue reports a filter written as key=value at the head of s
// ("status='open'", "tenant_id=42"): an identifier, then '=' and a value.
func keyEqualsValue(s string) bool {
	i := 0
	for i < len(s) && (isAlnum(s[i]) || s[i] == '_' || s[i] == '.') {
		i++
	}
	return i > 0 && i+1 < len(s) && s[i] == '=' && s[i+1] != '=' && s[i+1] != ' '
}

// negotiatedNoun: "no matching keys/credentials/ciphers found" is a
// negotiation or a keyring refusing, not a listing.
func negotiatedNoun(noun string) bool {
	switch noun {
	case "keys", "credentials", "certificates", "ciphers", "algorithms", "signatures":
		return true
	}
	return false
}

// emptyDiff reports whether a successful result's text is a unified diff's
// file headers with no hunk under them: the MCP filesystem server's
// edit_file (dryRun or not) whose edits change nothing ("```diff\nIndex:
// f\n====\n--- f\toriginal\n+++ f\tmodified\n```", createTwoFilesPatch
// of two equal texts), a "git diff" header alone. The call ran and
// changed nothing: a success whose content says nothing was done
// (ambiguous; held-out set 1216). A diff with any "@@" hunk is a change,
// and a text with any other line (a test log's "--- FAIL") is not a diff.
func emptyDiff(t string) bool {
	minus, plus := false, false
	for len(t) > 0 {
		line := t
		if i := strings.IndexByte(t, '\n'); i >= 0 {
			line, t = t[:i], t[i+1:]
		} else {
			t = ""
		}
		line = strings.TrimRight(line, "\r \t")
		switch {
		case line == "", line == "```", line == "```diff":
		case strings.HasPrefix(line, "--- "):
			minus = true
		case strings.HasPrefix(line, "+++ "):
			plus = true
		case strings.HasPrefix(line, "Index: "), strings.HasPrefix(line, "diff --git "), strings.HasPrefix(line, "index "):
		case strings.Trim(line, "=") == "" && len(line) >= 10:
		default:
			return false
		}
	}
	return minus && plus
}

// mailQueueEmpty reads a mail queue listing that holds nothing (Postfix's
// postqueue -p and mailq "Mail queue is empty", Sendmail's mailq
// "/var/spool/mqueue is empty"): the listing ran, but the message the step
// looks for is not in it (delivered, or never queued), ambiguous (set
// 1739). Gated on the case-sensitive "queue is empty".
func mailQueueEmpty(t string) (Result, bool) {
	if !strings.Contains(t, "queue is empty") || !hasAny(t, "Mail queue is empty", "mqueue is empty") {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "the mail queue listing is empty: the message may be delivered or never queued"}, true
}
