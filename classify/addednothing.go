package classify

import "strings"

// This file holds set 60's principle for a create that added nothing
// because everything it was to add was already there.

// addedKeys name a result's own account of what the call added or
// created. The MCP memory server's add_observations answers
// [{"entityName": ..., "addedObservations": [...]}], listing only the
// observations that were new (dist/index.js addObservations filters out
// contents the entity already holds); counters such as "insertedCount" or
// "added" do the same work in other tools' results.
var addedKeys = [...]string{"addedObservations", "added", "addedItems", "added_items", "addedCount", "added_count",
	"inserted", "insertedCount", "inserted_count", "nInserted", "createdCount", "created_count"}

// changedKeys say something else happened: a result that updated or
// failed some items is not one whose items were all present already.
var changedKeys = [...]string{"updated", "updatedCount", "updated_count", "modified", "modifiedCount", "nModified",
	"upserted", "upsertedCount", "errors", "error_count", "errorCount", "failed", "failures"}

// addedNothing reports whether a successful result's every account of
// what it added is empty ([] or 0) while nothing was updated and nothing
// failed: the service skipped every item as already present, so the
// world already holds what the step was to create (conflict: skip, carry
// the fact forward), not an unusable answer. An empty list alone ("[]")
// says no such thing: a search answers it too.
func addedNothing(b string) bool {
	seen := false
	for _, key := range addedKeys {
		for off := 0; off < len(b); {
			v, isStr, ok := jsonValue(b[off:], key)
			if !ok {
				break
			}
			if isStr || !(isEmptyArray(v) || v == "0") {
				return false
			}
			seen = true
			i := strings.Index(b[off:], `"`+key+`"`)
			if i < 0 {
				break
			}
			off += i + len(key) + 2
		}
	}
	if !seen {
		return false
	}
	for _, key := range changedKeys {
		if v, _, ok := jsonValue(b, key); ok && v != "0" && v != "" && v != "null" && v != "false" && !isEmptyArray(v) {
			return false
		}
	}
	return true
}
