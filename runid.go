package rung

import (
	"math/rand/v2"
	"strconv"
	"time"
)

// defaultRunID is "run-", the start time, the engine's sequence number and
// 32 random bits: the time and the sequence are unique within one engine
// only, and engines in other processes that share the ledger start runs at
// the same instant too (the id prefixes the idempotency keys). It is
// appended into one stack buffer: Format plus concatenation cost a run
// three allocations.
func defaultRunID(start time.Time, seq uint64) string {
	var buf [64]byte
	b := append(buf[:0], "run-"...)
	b = appendRunIDTime(b, start)
	b = append(b, '-')
	b = strconv.AppendUint(b, seq, 10)
	b = append(b, '-')
	return string(appendHex32(b, rand.Uint32()))
}

// runIDTimeLayout is the time in a default run id, in UTC to the
// millisecond.
const runIDTimeLayout = "20060102T150405.000Z"

// appendRunIDTime appends t in runIDTimeLayout. It writes the digits
// itself: the layout is fixed, and Time.AppendFormat, which reads its layout
// on every call, was a noticeable part of a short run's fixed cost. A year
// outside 0..9999 is left to AppendFormat.
func appendRunIDTime(b []byte, t time.Time) []byte {
	t = t.UTC()
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		return t.AppendFormat(b, runIDTimeLayout)
	}
	hour, minute, sec := t.Clock()
	b = appendDigits(b, year, 4)
	b = appendDigits(b, int(month), 2)
	b = appendDigits(b, day, 2)
	b = append(b, 'T')
	b = appendDigits(b, hour, 2)
	b = appendDigits(b, minute, 2)
	b = appendDigits(b, sec, 2)
	b = append(b, '.')
	// Truncated, not rounded, as the layout's ".000" is.
	b = appendDigits(b, t.Nanosecond()/int(time.Millisecond), 3)
	return append(b, 'Z')
}

// appendDigits appends the n lowest decimal digits of v (v >= 0), zero
// padded.
func appendDigits(b []byte, v, n int) []byte {
	var d [4]byte
	for i := n - 1; i >= 0; i-- {
		d[i] = byte('0' + v%10)
		v /= 10
	}
	return append(b, d[:n]...)
}

// appendHex32 appends v as 8 lowercase hex digits.
func appendHex32(b []byte, v uint32) []byte {
	const digits = "0123456789abcdef"
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, digits[(v>>uint(shift))&0xf])
	}
	return b
}
