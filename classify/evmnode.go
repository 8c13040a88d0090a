package classify

import "strings"

// evmBareVerdict reads an Ethereum node's -32000 error whose whole message
// is one of geth's fixed bare sentences (set 1622), before -32000's
// transient fallback:
//   - "execution reverted" with no reason (internal/ethapi newRevertError:
//     errors.New("execution reverted") unless the revert data unpacks to a
//     reason): the contract refused, and nothing says which belief or
//     argument was wrong: unknown, as the lead's ruling on set 702 keeps
//     it (contractRevertWords read a reason when there is one);
//   - "header not found" (the block the call names is not on this node
//     yet: geth answers it for a number past its head, and hosted nodes
//     behind a load balancer answer it for a block another backend just
//     announced, bnb-chain/bsc#1054): the same call succeeds once the
//     node has it: transient. Only the whole message counts, so an HTTP
//     API's "Authorization header not found" keeps its own reading.
func evmBareVerdict(text string) (Result, bool) {
	if !strings.Contains(text, "xecution reverted") && !strings.Contains(text, "eader not found") {
		return Result{}, false
	}
	msg := strings.TrimSpace(jsonString(text, "message"))
	if msg == "" {
		msg = strings.TrimSpace(text)
	}
	switch {
	case strings.EqualFold(msg, "execution reverted"):
		return Result{Kind: unk, Reason: "jsonrpc: -32000 execution reverted with no reason: nothing says what was wrong"}, true
	case strings.EqualFold(msg, "header not found"):
		return Result{Kind: transient, Reason: "jsonrpc: -32000 header not found: the block is not on this node yet"}, true
	}
	return Result{}, false
}
