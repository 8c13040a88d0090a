package rung

import "time"

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
