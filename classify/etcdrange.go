package classify

import "strings"

// etcdRangeCut reads etcd's RangeResponse as etcdctl -w json prints it
// (exit status 0) or the v3 grpc-gateway sends it, when it says it holds
// only part of the range: `{"header":{"cluster_id":...,"raft_term":...},
// "kvs":[...],"more":true,"count":3}` (api/etcdserverpb rpc.proto:
// "more indicates if there are more keys to return in the requested
// range"; a --limit below the range's size, set 1635, live against etcd
// 3.4.23). The call worked and what came back is not all of it:
// ambiguous, narrow or page once. An answer with no "more" (a whole
// range, a put's header) is not read; a header alone cannot tell an empty
// range from a put's acknowledgement, so it is left too.
func etcdRangeCut(t string) bool {
	if !strings.Contains(t, `"raft_term"`) || !strings.Contains(t, `"more":true`) {
		return false // cheap markers first: no etcd header, or nothing cut
	}
	i := strings.Index(t, `{"header":{"cluster_id":`)
	return i >= 0 && strings.Contains(t[i:], `"kvs":[`)
}
