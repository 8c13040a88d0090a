package classify

import "strings"

// reprRecords counts the records of a Python list as its repr prints it
// when every item is an instance of one class: "[Location(Springfield, ...),
// Location(Springfield, ...)]" (geopy's geocode with exactly_one=False),
// PyGithub's "[Repository(full_name=\"a/b\"), Repository(full_name=\"a/c\")]",
// a dataclass or namedtuple list. A tool that prints a lookup's return value
// as its failure hands over the same record list as a JSON array of
// objects (held-out set 628). Bare values, mixed classes and anything that
// does not close as a list are not read (0).
func reprRecords(t string) int {
	if len(t) < 2 || t[0] != '[' {
		return 0
	}
	n, class := 0, ""
	i := skipSpace(t, 1)
	for i < len(t) && t[i] != ']' {
		j := i
		for j < len(t) && (isWordByte(t[j]) || t[j] == '.') {
			j++
		}
		if j == i || j >= len(t) || t[j] != '(' || !isUpperByte(t[i]) && !strings.Contains(t[i:j], ".") {
			return 0
		}
		if class == "" {
			class = t[i:j]
		} else if t[i:j] != class {
			return 0
		}
		end := closeParen(t, j)
		if end < 0 {
			return 0
		}
		n++
		i = skipSpace(t, end+1)
		if i < len(t) && t[i] == ',' {
			i = skipSpace(t, i+1)
		}
	}
	if i >= len(t) || skipSpace(t, i+1) != len(t) {
		return 0
	}
	return n
}

// closeParen returns the index of the ')' that closes the '(' at i,
// stepping over quoted strings (either quote, as Python's repr uses both),
// or -1.
func closeParen(t string, i int) int {
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j] {
		case '\'', '"':
			q := t[j]
			for j++; j < len(t) && t[j] != q; j++ {
				if t[j] == '\\' {
					j++
				}
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				if t[j] != ')' {
					return -1
				}
				return j
			}
		}
	}
	return -1
}

func isUpperByte(b byte) bool { return b >= 'A' && b <= 'Z' }
