package classify

import "strings"

// storedVersion reads a store whose recorded schema or on-disk format
// version is not the one the program reading it expects: an application's
// own user_version check ("schema version 7, expected 5", set 177), Badger's
// "manifest has unsupported version: 7 (we support 8)", a "database schema
// version 12 is newer than this app supports", PostgreSQL's "The data
// directory was initialized by PostgreSQL version 15, which is not
// compatible with this version 16.2". The call is as intended; the store it
// opened was written by another release (migrated ahead, or never
// migrated): the belief that it has the expected schema is false, premise
// (migrate it, or open it with the release that wrote it). The version
// must be a number after a store's noun and the text must say how it
// differs, so an API or protocol version given as an argument ("invalid
// api version: expected v2") keeps its own reading.
func storedVersion(t string) (Result, bool) {
	if !hasAny(t, "expected", "newer than", "older than", "too new", "too old", "unsupported", "not supported",
		"we support", "not compatible", "incompatible",
		// The reader's own need said after the stored number: "schema is
		// at user_version 0, this binary needs 5", "requires 5" (set 316).
		" needs ", " requires ", " need ", " want ") {
		return Result{}, false
	}
	for _, noun := range storedVersionNouns {
		for i := range foldMatches(t, noun) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			rest := strings.TrimLeft(t[i+len(noun):], " :=#")
			if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
				return Result{Kind: premise, Reason: "the store's recorded schema or format version is not the one this program expects: migrate it, or open it with the release that wrote it"}, true
			}
		}
	}
	return Result{}, false
}

// storedVersionNouns name the version a store records about itself.
var storedVersionNouns = []string{
	"schema version", "database version", "db version", "data version", "store version",
	"storage version", "format version", "user_version", "user version",
	"manifest has unsupported version", "initialized by postgresql version",
}
