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
// QueryCoord") reads transient (set 1778).
func milvusNotLoaded(text string) (Result, bool) {
	if !strings.Contains(text, "MilvusException: (code=") {
		return Result{}, false
	}
	// The shard-leader lookup comes after the proxy has seen the
	// collection loaded (a never-loaded collection fails before it, with
	// "collection not loaded[collection=X]"): "fail to get shard leaders
	// from QueryCoord" is the race between QueryCoord acknowledging the
	// load and the QueryNodes publishing their leaders, or a replica
	// moving, whatever "not loaded" or "unrecoverable" follows it
	// (milvus-io/milvus issue 47635, triaged as a race): transient, retry
	// after a pause (set 1778).
	if strings.Contains(text, "fail to get shard leaders") {
		return verdict(transient, "milvus: the shard leaders of a loaded collection are not published yet (or moving): retry after a pause")
	}
	if hasAny(text, "has not been loaded to memory", "not loaded into memory", "collection not loaded[") {
		return verdict(premise, "milvus: the collection is not loaded into memory: load it before searching or querying")
	}
	return Result{}, false
}
