package classify

import "testing"

// TestIndependentCases702 runs held-out set 702: blockchain node RPC failures (Ethereum JSON-RPC via geth/Nethermind/Infura/Alchemy as ethclient, ethers and viem print them; Solana JSON-RPC), labelled blind.
func TestIndependentCases702(t *testing.T) {
	runIndependent(t, "testdata/independent702.jsonl", false)
}
