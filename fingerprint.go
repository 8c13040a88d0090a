package rung

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Fingerprint returns a plan's fingerprint: the first 12 hex digits of a
// SHA-256 over the ordered (tool, identifying arguments) pairs of its steps.
// Step IDs, intents, argument order and non-identifying arguments (a region
// hint, a wait) do not change it, so a plan that repeats the same actions
// under new cosmetics fingerprints the same. A step whose tool is not in
// tools, or whose tool has a nil Identifying list, is fingerprinted on all
// its arguments.
//
// Numbers are compared by value (3 and 3.0 are equal, whether they came
// from JSON or YAML); nested maps and slices are encoded deterministically.
func Fingerprint(p *Plan, tools []Tool) string {
	if p == nil {
		return fingerprintSteps(nil, tools)
	}
	return fingerprintSteps(p.Steps, tools)
}

// encodeBufs recycles the canonical-encoding buffers: the encoders are
// recursive, so a stack buffer would escape anyway.
var encodeBufs = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// putEncodeBuf returns b, grown from *bp, to the pool, unless it grew large.
func putEncodeBuf(bp *[]byte, b []byte) {
	if cap(b) <= 64<<10 {
		*bp = b[:0]
		encodeBufs.Put(bp)
	}
}

func fingerprintSteps(steps []Step, tools []Tool) string {
	bp := encodeBufs.Get().(*[]byte)
	b := (*bp)[:0]
	for i := range steps {
		s := &steps[i]
		b = appendStr(b, s.Tool)
		var ident []string
		all := true
		if t := findTool(tools, s.Tool); t != nil && t.Identifying != nil {
			ident, all = t.Identifying, false
		}
		b = appendArgs(b, s.Args, ident, all)
	}
	sum := sha256.Sum256(b)
	putEncodeBuf(bp, b)
	var out [12]byte
	hex.Encode(out[:], sum[:6])
	return string(out[:])
}

// RequestFingerprint identifies a request for the ledger: 32 hex digits of a
// SHA-256 over the tool name and all of its (resolved) arguments, encoded as
// Fingerprint encodes them. The engine claims idempotency keys with it, so a
// key reused with other arguments is a mismatch.
func RequestFingerprint(tool string, args map[string]any) string {
	bp := encodeBufs.Get().(*[]byte)
	b := appendStr((*bp)[:0], tool)
	b = appendArgs(b, args, nil, true)
	sum := sha256.Sum256(b)
	putEncodeBuf(bp, b)
	return hex.EncodeToString(sum[:16])
}

func findTool(tools []Tool, name string) *Tool {
	for i := range tools {
		if tools[i].Name == name {
			return &tools[i]
		}
	}
	return nil
}

type argPair struct {
	k string
	v any
}

// appendArgs writes args (only the keys in ident unless all) in key order.
func appendArgs(b []byte, args map[string]any, ident []string, all bool) []byte {
	var stack [16]argPair
	pairs := stack[:0]
	if all {
		for k, v := range args {
			pairs = append(pairs, argPair{k, v})
		}
	} else {
		for _, k := range ident {
			if v, ok := args[k]; ok {
				pairs = append(pairs, argPair{k, v})
			}
		}
	}
	// Insertion sort: plans have a handful of arguments, and it keeps the
	// pairs on the stack.
	for i := 1; i < len(pairs); i++ {
		for j := i; j > 0 && pairs[j].k < pairs[j-1].k; j-- {
			pairs[j], pairs[j-1] = pairs[j-1], pairs[j]
		}
	}
	b = append(b, 'm')
	b = strconv.AppendInt(b, int64(len(pairs)), 10)
	for i, p := range pairs {
		if i > 0 && p.k == pairs[i-1].k {
			continue // a key listed twice in Identifying
		}
		b = appendStr(b, p.k)
		b = appendValue(b, p.v)
	}
	return append(b, ';')
}

func appendStr(b []byte, s string) []byte {
	b = append(b, 's')
	b = strconv.AppendInt(b, int64(len(s)), 10)
	b = append(b, ':')
	return append(b, s...)
}

func appendNum(b []byte, f float64) []byte {
	b = append(b, 'n')
	if f == 0 {
		f = 0 // -0 and 0 are the same argument
	}
	b = strconv.AppendFloat(b, f, 'g', -1, 64)
	return append(b, ';')
}

func appendInt(b []byte, n int64) []byte {
	if f := float64(n); f >= -(1<<53) && f <= 1<<53 {
		return appendNum(b, f)
	}
	b = append(b, 'n')
	b = strconv.AppendInt(b, n, 10)
	return append(b, ';')
}

// appendValue encodes v deterministically, with a type tag and lengths so
// that distinct values never share an encoding.
func appendValue(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, 'z')
	case string:
		return appendStr(b, v)
	case bool:
		if v {
			return append(b, 't')
		}
		return append(b, 'f')
	case float64:
		return appendNum(b, v)
	case float32:
		return appendNum(b, float64(v))
	case int:
		return appendInt(b, int64(v))
	case int64:
		return appendInt(b, v)
	case int32:
		return appendInt(b, int64(v))
	case int16:
		return appendInt(b, int64(v))
	case int8:
		return appendInt(b, int64(v))
	case uint:
		return appendUint(b, uint64(v))
	case uint64:
		return appendUint(b, v)
	case uint32:
		return appendInt(b, int64(v))
	case uint16:
		return appendInt(b, int64(v))
	case uint8:
		return appendInt(b, int64(v))
	case json.Number:
		if f, err := v.Float64(); err == nil && !math.IsInf(f, 0) {
			return appendNum(b, f)
		}
		return appendStr(b, string(v))
	case []any:
		b = append(b, 'a')
		b = strconv.AppendInt(b, int64(len(v)), 10)
		for _, e := range v {
			b = appendValue(b, e)
		}
		return append(b, ';')
	case []string:
		b = append(b, 'a')
		b = strconv.AppendInt(b, int64(len(v)), 10)
		for _, e := range v {
			b = appendStr(b, e)
		}
		return append(b, ';')
	case map[string]any:
		return appendArgs(b, v, nil, true)
	case map[string]string:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, 'm')
		b = strconv.AppendInt(b, int64(len(keys)), 10)
		for _, k := range keys {
			b = appendStr(b, k)
			b = appendStr(b, v[k])
		}
		return append(b, ';')
	}
	// Rare shapes (structs, typed slices): encoding/json sorts map keys, so
	// it is deterministic; fmt is the last resort.
	if j, err := json.Marshal(v); err == nil {
		b = append(b, 'j')
		return appendStr(b, string(j))
	}
	b = append(b, 'x')
	return appendStr(b, fmt.Sprintf("%T:%v", v, v))
}

func appendUint(b []byte, n uint64) []byte {
	if n <= 1<<53 {
		return appendNum(b, float64(n))
	}
	b = append(b, 'n')
	b = strconv.AppendUint(b, n, 10)
	return append(b, ';')
}

// Signature identifies a failure for the convergence rules: what failed, how,
// and on what. It is comparable, so it can key a map.
type Signature struct {
	// Tool is the failing tool.
	Tool string `json:"tool"`
	// Class is the service's error code, else the protocol status, else the
	// failure's kind.
	Class string `json:"class"`
	// Target is what the call touched: Failure.Target, else the
	// identifying arguments' values.
	Target string `json:"target"`
}

// String renders the signature as "(tool, class, target)".
func (s Signature) String() string {
	return "(" + s.Tool + ", " + s.Class + ", " + s.Target + ")"
}

// IsZero reports whether s is the zero signature.
func (s Signature) IsZero() bool { return s == Signature{} }

// SignatureOf returns the signature of f, a failure of a call of tool t (nil
// if unknown) named tool with args.
func SignatureOf(tool string, f *Failure, args map[string]any, t *Tool) Signature {
	s := Signature{Tool: tool}
	if f == nil {
		return s
	}
	switch {
	case f.Code != "":
		s.Class = f.Code
	case f.Status != 0:
		s.Class = f.Protocol + strconv.Itoa(f.Status)
		if f.Protocol != "" {
			s.Class = f.Protocol + " " + strconv.Itoa(f.Status)
		}
	default:
		s.Class = f.Kind.String()
	}
	s.Target = f.Target
	if s.Target == "" {
		s.Target = Target(args, t)
	}
	return s
}

// Target renders what a call with args touches: the values of the tool's
// identifying arguments joined by "/" in declared order (bucket/key), or,
// when the tool declares none, every argument as sorted key=value pairs.
func Target(args map[string]any, t *Tool) string {
	var sb strings.Builder
	if t != nil && t.Identifying != nil {
		for _, k := range t.Identifying {
			v, ok := args[k]
			if !ok {
				continue
			}
			if sb.Len() > 0 {
				sb.WriteByte('/')
			}
			writeScalar(&sb, v)
		}
		return sb.String()
	}
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if sb.Len() > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(k)
		sb.WriteByte('=')
		writeScalar(&sb, args[k])
	}
	return sb.String()
}

func writeScalar(sb *strings.Builder, v any) {
	switch v := v.(type) {
	case string:
		sb.WriteString(v)
	case nil:
		sb.WriteString("null")
	case float64:
		sb.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
	case int:
		sb.WriteString(strconv.Itoa(v))
	case bool:
		sb.WriteString(strconv.FormatBool(v))
	default:
		if j, err := json.Marshal(v); err == nil {
			sb.Write(j)
		} else {
			fmt.Fprint(sb, v)
		}
	}
}
