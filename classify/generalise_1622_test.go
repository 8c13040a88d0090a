package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8947fc94: 18/36 overall, 9/19 tricky.
// Tolerated: i1622-btc-sendraw-mempool-conflict: invalid vs conflict (ruling): set 1577's Bitcoin Core row reads every -26 rule break but "txn-already-in-mempool" invalid, and a spent input premise; a double spend of an outpoint a mempool transaction already spends is left to the lead.
// Tolerated: i1622-btc-wallet-locked: premise vs denied (ruling): set 1577 reads -13 RPC_WALLET_UNLOCK_NEEDED premise (unlock first); this set reads the missing passphrase as authority the agent lacks.
// Tolerated: i1622-sol-blockhash-not-found: transient vs invalid (ruling): set 1300 reads BlockhashNotFound transient (rebuild with a fresh blockhash and send); this set, as set 702, reads the stale blockhash argument invalid.
func TestIndependentCases1622(t *testing.T) {
	runIndependent(t, "testdata/independent1622.jsonl", true, "i1622-btc-sendraw-mempool-conflict", "i1622-btc-wallet-locked", "i1622-sol-blockhash-not-found")
}

// Class: Bitcoin Core's JSON-RPC 1.0 envelope {"result":null,"error":{...},
// "id":...} handed over as the body with no HTTP status (protocol jsonrpc):
// its own codes (-1 to -35) and reject reasons decide as under HTTP 500
// (mcp.go mcpBody -> bitcoinrpc.go bitcoinRPCBody). Source: bitcoin/bitcoin
// src/rpc/protocol.h and its functional tests' assert_raises_rpc_error
// lines. Near misses: JSON-RPC 2.0 errors under the spec's own codes keep
// their reading (an MCP -32002 resource not found, -32601 method not found).
func TestGeneralise1622BitcoinEnvelopeJSONRPC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bitcoind -25 inputs spent", "jsonrpc", 0, "-25", `{"result":null,"error":{"code":-25,"message":"bad-txns-inputs-missingorspent"},"id":"curltest"}`, rung.KindPremise},
		{"bitcoind -26 min relay fee", "jsonrpc", 0, "-26", `{"result":null,"error":{"code":-26,"message":"min relay fee not met, 110 < 141"},"id":2}`, rung.KindInvalid},
		{"bitcoind -26 non-final", "jsonrpc", 0, "-26", `{"result":null,"error":{"code":-26,"message":"non-final"},"id":3}`, rung.KindTransient},
		{"bitcoind -28 verifying blocks", "jsonrpc", 0, "-28", `{"result":null,"error":{"code":-28,"message":"Verifying blocks…"},"id":4}`, rung.KindTransient},
		{"bitcoind -27 already in utxo set", "jsonrpc", 0, "-27", `{"result":null,"error":{"code":-27,"message":"Transaction outputs already in utxo set"},"id":5}`, rung.KindConflict},
		{"bitcoind -14 wrong passphrase", "jsonrpc", 0, "-14", `{"result":null,"error":{"code":-14,"message":"Error: The wallet passphrase entered was incorrect."},"id":6}`, rung.KindDenied},
		{"bitcoind -18 wallet not loaded", "", 0, "", `{"result":null,"error":{"code":-18,"message":"Requested wallet does not exist or is not loaded"},"id":7}`, rung.KindPremise},
		// near misses: the JSON-RPC 2.0 spec's and MCP's codes
		{"mcp -32002 resource not found", "jsonrpc", 0, "-32002", `{"jsonrpc":"2.0","id":3,"error":{"code":-32002,"message":"Resource not found"}}`, rung.KindPremise},
		{"bitcoind -32601 method not found", "jsonrpc", 0, "-32601", `{"result":null,"error":{"code":-32601,"message":"Method not found"},"id":8}`, rung.KindInvalid},
	})
}

// Class: Bitcoin Core verdicts that the state the call was to make already
// holds: lockunspent on an output already locked (-8 "Invalid parameter,
// output already locked"), loadwallet of a loaded wallet (-35
// RPC_WALLET_ALREADY_LOADED), addnode of an added peer (-23
// RPC_CLIENT_NODE_ALREADY_ADDED): conflict (bitcoinrpc.go). Source:
// bitcoin/bitcoin wallet RPCs, protocol.h. Near misses: other -8 parameter
// errors stay invalid.
func TestGeneralise1622BitcoinAlreadyHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lockunspent already locked", "jsonrpc", 0, "-8", `{"result":null,"error":{"code":-8,"message":"Invalid parameter, output already locked"},"id":1}`, rung.KindConflict},
		{"loadwallet already loaded", "jsonrpc", 0, "-35", `{"result":null,"error":{"code":-35,"message":"Wallet \"hot\" is already loaded."},"id":1}`, rung.KindConflict},
		{"addnode already added", "jsonrpc", 0, "-23", `{"result":null,"error":{"code":-23,"message":"Error: Node already added"},"id":1}`, rung.KindConflict},
		{"http 500 lockunspent already locked", "http", 500, "", `{"result":null,"error":{"code":-8,"message":"Invalid parameter, output already locked"},"id":1}`, rung.KindConflict},
		// near misses
		{"lockunspent unknown transaction", "jsonrpc", 0, "-8", `{"result":null,"error":{"code":-8,"message":"Invalid parameter, unknown transaction"},"id":1}`, rung.KindInvalid},
		{"vout negative", "jsonrpc", 0, "-8", `{"result":null,"error":{"code":-8,"message":"Invalid parameter, vout cannot be negative"},"id":1}`, rung.KindInvalid},
	})
}

// Class: a Bitcoin Core fee estimate with nothing in it: estimatesmartfee
// and estimaterawfee answer a target without data by a result (no error
// object) whose "errors" say "Insufficient data or no feerate found" and
// which has no "feerate": ambiguous (bitcoinrpc.go bitcoinNoFeerate).
// Source: Bitcoin Core rpc/fees.cpp and its help text. Near misses: a
// refused conf_target under -8 stays invalid.
func TestGeneralise1622BitcoinNoFeerate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"estimatesmartfee no data", "jsonrpc", 0, "", `{"result":{"errors":["Insufficient data or no feerate found"],"blocks":0},"error":null,"id":"1"}`, rung.KindAmbiguous},
		{"estimatesmartfee no data 2.0", "jsonrpc", 0, "", `{"jsonrpc":"2.0","result":{"errors":["Insufficient data or no feerate found"],"blocks":2},"id":9}`, rung.KindAmbiguous},
		{"estimaterawfee short horizon", "jsonrpc", 0, "", `{"result":{"short":{"fail":{"startrange":0,"endrange":1000,"withintarget":0,"totalconfirmed":0,"inmempool":0,"leftmempool":0},"errors":["Insufficient data or no feerate found which meets threshold"],"decay":0.962,"scale":1}},"error":null,"id":"1"}`, rung.KindAmbiguous},
		// near miss
		{"conf_target out of range", "jsonrpc", 0, "-8", `{"result":null,"error":{"code":-8,"message":"Invalid conf_target, must be between 1 and 1008"},"id":"1"}`, rung.KindInvalid},
	})
}

// Class: a node provider's spent period allowance under JSON-RPC's
// request-shaped -32600 (Alchemy's 403 "Monthly capacity limit exceeded.
// Visit .../billing to upgrade your scaling policy"): premise by the
// quota words, as under -32000 (mcp.go mcpError -32600, generic.go
// quotaWords). Sources: xmtp/xmtpd#672, BuidlGuidl/hacked-wallet-recovery#45,
// a16z/zkdocs#9. Near misses: a plain -32600 stays invalid; a per-second
// capacity stays transient.
func TestGeneralise1622QuotaUnderRequestCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"alchemy 403 -32600 monthly", "http", 403, "-32600", `{"jsonrpc":"2.0","id":46,"error":{"code":-32600,"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemyapi.io/settings/billing to upgrade your scaling policy for continued service."}}`, rung.KindPremise},
		{"alchemy -32600 monthly no status", "jsonrpc", 0, "-32600", `{"jsonrpc":"2.0","id":6570,"error":{"code":-32600,"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}`, rung.KindPremise},
		{"alchemy -32000 monthly", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":43,"error":{"code":-32000,"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemyapi.io/settings/billing to upgrade your scaling policy for continued service."}}`, rung.KindPremise},
		// near misses
		{"plain invalid request", "jsonrpc", 0, "-32600", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}`, rung.KindInvalid},
		{"alchemy cups 429", "http", 429, "429", `{"jsonrpc":"2.0","id":50,"error":{"code":429,"message":"Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ignore this message."}}`, rung.KindTransient},
	})
}

// Class: geth's bare fixed sentences under -32000 (evmnode.go
// evmBareVerdict): "execution reverted" with no reason is unknown (the
// lead's ruling on set 702; internal/ethapi newRevertError); "header not
// found", a block not on this node yet, is transient (bnb-chain/bsc#1054).
// Near misses: a revert with an OpenZeppelin reason keeps its kind; an
// HTTP API's "Authorization header not found" stays denied; a pruned
// node's "missing trie node" stays premise.
func TestGeneralise1622EVMBareVerdict(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"geth bare revert", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"execution reverted"}}`, rung.KindUnknown},
		{"erigon bare revert", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":7,"error":{"code":-32000,"message":"Execution reverted"}}`, rung.KindUnknown},
		{"geth header not found", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"header not found"}}`, rung.KindTransient},
		// near misses
		{"revert with ownable reason", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"execution reverted: Ownable: caller is not the owner"}}`, rung.KindDenied},
		{"revert paused", "jsonrpc", 0, "3", `{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted: Pausable: paused","data":"0x08c379a0"}}`, rung.KindPremise},
		{"http authorization header not found", "http", 401, "", `{"error":"Authorization header not found"}`, rung.KindDenied},
		{"missing trie node", "jsonrpc", 0, "-32000", `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"missing trie node 6e3c2f (path ) state 0x6e3c2f is not available, not found"}}`, rung.KindPremise},
	})
}

// Class: Agave's refusals of a transaction's own shape (rpc-client-api
// custom_error.rs): -32003 signature verification failure, -32006
// precompile verification failure, -32013 signature length mismatch,
// -32015 a versioned transaction read without maxSupportedTransactionVersion:
// invalid (stated.go evmTxWords), not -32000..-32099's server fault. Near
// misses: a node behind (-32005) and a context slot not reached (-32016)
// stay transient.
func TestGeneralise1622AgaveTxShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"-32003 signature", "jsonrpc", 0, "-32003", `{"jsonrpc":"2.0","error":{"code":-32003,"message":"Transaction signature verification failure"},"id":1}`, rung.KindInvalid},
		{"-32006 precompile", "jsonrpc", 0, "-32006", `{"jsonrpc":"2.0","error":{"code":-32006,"message":"Transaction precompile verification failure InstructionError(0, Custom(2))"},"id":1}`, rung.KindInvalid},
		{"-32013 length mismatch", "jsonrpc", 0, "-32013", `{"jsonrpc":"2.0","error":{"code":-32013,"message":"Transaction signature length mismatch"},"id":1}`, rung.KindInvalid},
		{"-32015 version", "jsonrpc", 0, "-32015", `{"jsonrpc":"2.0","error":{"code":-32015,"message":"Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: \"maxSupportedTransactionVersion\": 0"},"id":1}`, rung.KindInvalid},
		{"rust client -32015", "", 0, "", `RPC response error -32015: Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`, rung.KindInvalid},
		// near misses
		{"-32005 behind", "jsonrpc", 0, "-32005", `{"jsonrpc":"2.0","error":{"code":-32005,"message":"Node is behind by 150 slots","data":{"numSlotsBehind":150}},"id":1}`, rung.KindTransient},
		{"-32016 min context slot", "jsonrpc", 0, "-32016", `{"jsonrpc":"2.0","error":{"code":-32016,"message":"Minimum context slot has not been reached","data":{"contextSlot":12}},"id":1}`, rung.KindTransient},
	})
}
