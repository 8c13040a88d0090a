package classify

import "strings"

// milvusNotLoaded reads pymilvus's MilvusException text for a search or
// query on a collection that was never loaded into memory ("collection X
// has not been loaded to memory or load failed", "collection:X or
// partition:[] not loaded into memory when search", "failed to search:
// collection not loaded[collection=X]"). Milvus serves searches only from
// loaded collections; its maintainers' answer is "you need to do load
// before you search" (milvus-io/milvus issues 15440, 30403): the step rests
// on a load that is missing, premise, whatever "load failed" suggests. The
// race right after a load returned ("fail to get shard leaders from
// QueryCoord") is left to the other readers (set 1778).
func milvusNotLoaded(text string) (Result, bool) {
	if !strings.Contains(text, "MilvusException: (code=") {
		return Result{}, false
	}
	if strings.Contains(text, "fail to get shard leaders") {
		return Result{}, false
	}
	if hasAny(text, "has not been loaded to memory", "not loaded into memory", "collection not loaded[") {
		return verdict(premise, "milvus: the collection is not loaded into memory: load it before searching or querying")
	}
	return Result{}, false
}
