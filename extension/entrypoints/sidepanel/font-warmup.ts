/** The sizes and weights of the signed-in panel's text (avatars' initials too): account bar, search, tabs, rows, badges. */
const FACES = ['700 16px', '600 14px', '500 14px', '700 14px', '400 14px', '600 12px', '500 12px', '400 12px'];

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);

/**
 * Lays out a hidden word in each of the panel's faces, one per idle moment (the panel waits
 * for its session then), and removes it. A face's first layout looks its font up in the browser
 * process, which took about a third of the signed-in panel's first frame (issue 18).
 */
export function warmUpFonts(faces: readonly string[] = FACES): void {
  const [face, ...rest] = faces;
  if (!face) return;
  whenIdle(() => {
    const word = document.createElement('span');
    word.setAttribute('aria-hidden', 'true');
    word.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;white-space:nowrap';
    word.style.font = `${face} var(--font-sans)`;
    word.textContent = 'Aa';
    document.body.append(word);
    void word.offsetWidth;
    word.remove();
    warmUpFonts(rest);
  });
}
