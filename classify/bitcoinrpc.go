package classify

import "strings"

// Bitcoin Core's JSON-RPC error (set 1577). bitcoind answers a failed call
// with the JSON-RPC 1.0 envelope {"result":null,"error":{"code":-N,
// "message":"..."},"id":...} under HTTP 500 for every code but -32600 and
// -32601 (httprpc.cpp JSONErrorReply), so the status says nothing: the code
// from rpc/protocol.h and the reject reason in the message decide. Its
// forks (Litecoin, Dogecoin, Dash, Zcash) and btcd keep the same codes.

// bitcoinRPCBody reads that envelope (errorenvelope.go envelope500 asks it
// first, before the set-872 reading of the bare message): no "jsonrpc" member, a top-level
// "result" that is null beside an "error" object whose numeric code is one
// of Bitcoin Core's own (-1 to -35).
func bitcoinRPCBody(b string) (Result, bool) {
	eo := jsonObject(b, "error")
	if eo == "" || eo[0] != '{' {
		return Result{}, false
	}
	if v, isStr, ok := jsonValue(b, "result"); !ok || isStr || v != "null" {
		return Result{}, false
	}
	if _, _, ok := jsonValue(b, "id"); !ok {
		return Result{}, false
	}
	v, isStr, ok := jsonValue(eo, "code")
	if !ok || isStr {
		return Result{}, false
	}
	n, ok := atoi(v)
	if !ok || n > -1 || n < -35 {
		return Result{}, false
	}
	r, ok := bitcoinRPCCode(n, jsonString(eo, "message"))
	if ok {
		r.Code = itoaCode(n)
		r.Reason = "bitcoind: " + r.Reason
	}
	return r, ok
}

// bitcoinRejectWords: the mempool's reject reasons (validation.cpp,
// policy) and the node's fixed sentences that decide whatever the code.
var bitcoinRejectMatcher = newMatcher([]pattern{
	// The coins the transaction spends are spent or unknown: the wallet's
	// view of its UTXOs is false (TX_MISSING_INPUTS, -25).
	{text: "bad-txns-inputs-missingorspent", kind: premise, reason: "an input is spent or unknown: rebuild from the current UTXOs"},
	{text: "missing inputs", kind: premise, reason: "an input is spent or unknown: rebuild from the current UTXOs"},
	// The same transaction is already confirmed or pooled: carry its txid.
	{text: "already in block chain", kind: conflict, reason: "the transaction is already confirmed: carry its txid"},
	{text: "txn-already-in-mempool", kind: conflict, reason: "the transaction is already in the mempool: carry its txid"},
	{text: "txn-already-known", kind: conflict, reason: "the transaction is already known: carry its txid"},
	// The fee the transaction pays or asks for is outside the node's
	// bounds: re-sign or refund it at another fee rate.
	{text: "min relay fee not met", kind: invalid, reason: "the fee is below the minimum relay fee: raise it"},
	{text: "fee exceeds maximum configured", kind: invalid, reason: "the fee is above the configured ceiling (maxtxfee, maxfeerate): lower it"},
	{text: "absurdly-high-fee", kind: invalid, reason: "the fee is above the configured ceiling: lower it"},
	// A locktime or a chain of unconfirmed ancestors that time clears.
	{text: "non-final", kind: transient, reason: "the transaction's locktime has not been reached: send it later"},
	// The state the call was to make already holds (set 1622): lockunspent
	// on an outpoint already locked (-8 "Invalid parameter, output already
	// locked"), decided over -8's invalid.
	{text: "output already locked", kind: conflict, reason: "the output is already locked: the lock the step was to make exists"},
	{text: "too-long-mempool-chain", kind: transient, reason: "too many unconfirmed ancestors: send it after they confirm"},
})

// bitcoinWarmupWords: the init messages bitcoind answers every call with
// while it starts (RPC_IN_WARMUP, -28), as bitcoin-cli and btcd's
// rpcclient ("-28: Loading block index...") print them: it answers once
// it has loaded (set 1577).
var bitcoinWarmupWords = []pattern{
	{text: "-28: loading block index", kind: transient, reason: "bitcoind is warming up (RPC_IN_WARMUP): it answers once loaded"},
	{text: "-28: verifying blocks", kind: transient, reason: "bitcoind is warming up (RPC_IN_WARMUP): it answers once loaded"},
	{text: "-28: loading wallet", kind: transient, reason: "bitcoind is warming up (RPC_IN_WARMUP): it answers once loaded"},
	{text: "-28: rewinding blocks", kind: transient, reason: "bitcoind is warming up (RPC_IN_WARMUP): it answers once loaded"},
	{text: "-28: loading p2p addresses", kind: transient, reason: "bitcoind is warming up (RPC_IN_WARMUP): it answers once loaded"},
}

// bitcoinRPCCode decides by the message's reject reason first, then by
// the code (rpc/protocol.h).
func bitcoinRPCCode(n int, msg string) (Result, bool) {
	if w, ok := matchWords(bitcoinRejectMatcher, msg); ok {
		return w, true
	}
	switch n {
	case -28: // RPC_IN_WARMUP
		return verdict(transient, "-28 the node is warming up: it answers once loaded")
	case -9, -10: // RPC_CLIENT_NOT_CONNECTED, RPC_CLIENT_IN_INITIAL_DOWNLOAD
		return verdict(transient, "the node has no peers or is still in initial block download: wait")
	case -35, -23: // RPC_WALLET_ALREADY_LOADED, RPC_CLIENT_NODE_ALREADY_ADDED (set 1622)
		return verdict(conflict, "the wallet is already loaded, or the peer already added: what the step was to make holds")
	case -27: // RPC_VERIFY_ALREADY_IN_CHAIN
		return verdict(conflict, "-27 the transaction is already in the chain: carry its txid")
	case -6: // RPC_WALLET_INSUFFICIENT_FUNDS
		return verdict(premise, "-6 the wallet lacks the funds")
	case -13: // RPC_WALLET_UNLOCK_NEEDED
		return verdict(premise, "-13 the wallet is locked: unlock it first")
	case -14: // RPC_WALLET_PASSPHRASE_INCORRECT
		return verdict(denied, "-14 the wallet passphrase is wrong")
	case -18: // RPC_WALLET_NOT_FOUND
		return verdict(premise, "-18 the wallet is not loaded or does not exist")
	case -3, -8: // RPC_TYPE_ERROR, RPC_INVALID_PARAMETER
		return verdict(invalid, "the call's parameter is of the wrong type or value")
	case -5: // RPC_INVALID_ADDRESS_OR_KEY: an address or key, or a txid the node does not hold
		if hasAny(msg, "no such", "not found") {
			return verdict(premise, "-5 the transaction or key named is not known to this node")
		}
		return verdict(invalid, "-5 an invalid address or key")
	case -25, -26: // RPC_VERIFY_ERROR, RPC_VERIFY_REJECTED: the transaction fails a rule
		return verdict(invalid, "the transaction breaks a consensus or policy rule: rebuild it")
	}
	return Result{}, false
}

// ethersCodeWords: ethers v5 and v6 print an error as "<shortMessage>
// (<details>, code=<CODE>, version=<v>)" (utils/errors.ts makeError). The
// code is ethers' own reading of the node's verdict and outranks the
// words in its short message ("nonce has already been used" is not a
// spent single-use object): NONCE_EXPIRED is a stale nonce field,
// invalid, as "nonce too low"; INSUFFICIENT_FUNDS the sender's balance,
// premise; REPLACEMENT_UNDERPRICED a fee to raise, invalid, as the
// node's "replacement transaction underpriced" (stated.go evmTxWords).
// Set 1577.
var ethersCodeWords = []pattern{
	{text: "code=nonce_expired, version=", kind: invalid, reason: "ethers NONCE_EXPIRED: the transaction's nonce is already used: rebuild it with the account's next nonce"},
	{text: "code=insufficient_funds, version=", kind: premise, reason: "ethers INSUFFICIENT_FUNDS: the sender's balance cannot cover value and gas"},
	{text: "code=replacement_underpriced, version=", kind: invalid, reason: "ethers REPLACEMENT_UNDERPRICED: a replacement needs a higher fee than the pooled transaction"},
}

// bitcoinNoFeerate reads a fee estimate with nothing in it: Bitcoin Core's
// estimatesmartfee and estimaterawfee answer a target they have no data
// for with a result, not an error, whose "errors" array says "Insufficient
// data or no feerate found" (rpc/fees.cpp) and which carries no
// "feerate". The call worked; the estimate the step needed is not there:
// ambiguous (set 1622). Gated on the sentence before any JSON reading.
func bitcoinNoFeerate(res string) (Result, bool) {
	if !strings.Contains(res, "no feerate found") {
		return Result{}, false
	}
	if jsonObject(res, "errors") == "" || strings.Contains(res, `"feerate"`) {
		return Result{}, false
	}
	return verdict(ambiguous, "bitcoind fee estimate: insufficient data, no feerate: the call worked but gave no estimate to use")
}
