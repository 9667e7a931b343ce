/** Playing the playground's table as a person does, for the browser steps. */

/** The board's step: it counts the views shown, so a click's answer is waited for. @param {any} page */
export const boardStep = (page) => page.evaluate(() => Number(document.querySelector("#board")?.getAttribute("data-step") ?? 0));

/** Answers the question on screen as a person would: the first option, the least picks, or the split offered. @param {any} page */
export async function answerOnScreen(page) {
  const before = await boardStep(page);
  const q = await page.evaluate(() => /** @type {any} */ (window).playground.table.view?.question);
  const done = await page.$("#question button.done");
  if (done) {
    if (!q.counts) {
      const options = await page.$$("#question button.option");
      for (let i = 0; i < q.min; i++) await options[i].click();
    }
    await done.click();
  } else await page.click("#question button.option >> nth=0");
  await page.waitForFunction((/** @type {number} */ b) => Number(document.querySelector("#board")?.getAttribute("data-step") ?? 0) > b, before);
}

/** A new game at the table for `players`, up once its first question shows. @param {any} page @param {string} players */
export async function newGame(page, players) {
  await page.click("#tabs button[data-view=table]");
  await page.selectOption("#players", players);
  await page.click("#new-game");
  await page.waitForSelector("#question button");
}
