// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.

export interface TextStyle {
  color: boolean;
}

const CODES = {
  bold: "1",
  red: "31",
  green: "32",
  yellow: "33",
  boldRed: "1;31",
  boldYellow: "1;33",
} as const;

type Paint = keyof typeof CODES;

export function paint(style: TextStyle, paintName: Paint, text: string): string {
  return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}
