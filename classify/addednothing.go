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

// createdNothing reports the memory server's create_entities and
// create_relations answer when every item was already in the graph: the
// text "[]" beside structuredContent holding one empty list, {"entities":
// []} or {"relations": []} (dist/index.js createEntities filters out the
// names the graph holds and returns only the new ones). Sets 60, 126, 957
// and 1014 read it conflict, blind. A search or open_nodes answers both
// lists at once ({"entities": [], "relations": []}) and stays an empty
// answer.
func createdNothing(res string) bool {
	sc := jsonObject(res, "structuredContent")
	if sc == "" || sc[0] != '{' {
		return false
	}
	compact := strings.Join(strings.Fields(sc), "")
	return compact == `{"entities":[]}` || compact == `{"relations":[]}`
}

// presentWords say that items were there before the call; skipWords say
// the call passed them over. Together, in a successful answer, they are
// the service's own account of an idempotent create that found its items
// present (set 1452).
var (
	presentWords = [...]string{"already exist", "already present", "already in the", "already there"}
	skipWords    = [...]string{"skipped", "skipping", "ignored", "not created", "not added", "nothing created", "nothing added"}
)

// skippedAsPresent reports whether a body says it skipped its items
// because they already existed ({"entities": [], "skipped": ["Alice"],
// "reason": "already exists"}, "0 added; 2 skipped, already present"): an
// empty list beside that note is a create that found the world already
// holding what it was to make, conflict, not an empty answer. Both words
// are needed: a search whose hits are empty and whose query echoes
// "already exists" says nothing of a skip, and a skip alone ("skipped": 0 in a
// sync report) says nothing of presence.
func skippedAsPresent(b string) bool {
	present := false
	for _, w := range presentWords {
		if hasFold(b, w) {
			present = true
			break
		}
	}
	if !present {
		return false
	}
	for _, w := range skipWords {
		if hasFold(b, w) {
			return true
		}
	}
	return false
}
