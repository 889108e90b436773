// Loaded with `node --import` into a build to run it "years later": Date reads a clock 1,000 days
// ahead, so any date the build took from the clock would differ from a build run today.
const ahead = 1000 * 24 * 60 * 60 * 1000;
const RealDate = Date;
class LaterDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...args);
  }
  static now() {
    return RealDate.now() + ahead;
  }
}
globalThis.Date = LaterDate;
