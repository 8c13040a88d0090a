package classify

import "testing"

// TestIndependentCases529 runs held-out set 529: HTTP failures as proxies, CDNs, gateways and web servers send them and RFC statuses in their less obvious senses, from the vendors' docs (four nginx lines captured live), labelled blind.
func TestIndependentCases529(t *testing.T) { runIndependent(t, "testdata/independent529.jsonl", false) }
