import type { FarkleView } from '../../src-shared/api';
import type { openTestApp } from './test-app';

/** A valid request for each method, given the ids of games that exist. */
function templates(ids: {
  farkle: string;
  /** A game the fuzz may abandon or delete, so the checked one stays on the table. */
  spare: string;
  rolldice: string;
  profile: number;
  rules: unknown;
}) {
  return {
    startup: null,
    listPresets: null,
    listBots: null,
    getSettings: null,
    listProfiles: null,
    exportHistory: null,
    exportPlan: null,
    coachHint: { gameId: ids.farkle },
    getGame: { gameId: ids.farkle },
    act: { gameId: ids.farkle, step: 0, action: { type: 'roll' } },
    previewKeep: { gameId: ids.farkle, dice: [0] },
    botStep: { gameId: ids.farkle, toEndOfTurn: true },
    exportReplay: { gameId: ids.farkle },
    rematch: { gameId: ids.farkle },
    setPlayerSeed: { gameId: ids.farkle, step: 0, playerSeed: 'fuzz' },
    abandonGame: { gameId: ids.spare },
    deleteGame: { gameId: ids.spare },
    leaveGame: { gameId: ids.spare },
    replayFrame: { gameId: ids.farkle, step: 0 },
    reviewGame: { gameId: ids.farkle },
    practiceOverview: { profileId: ids.profile },
    practiceExercise: { exerciseId: 1 },
    answerExercise: { exerciseId: 1, choice: { type: 'bank' } },
    createGame: {
      preset: 'house',
      rules: ids.rules,
      seats: [{ name: 'Fuzz', bot: null }],
      seed: '1',
      generator: null,
    },
    fairStartOdds: { preset: 'house', rules: ids.rules },
    seatOddsStatus: { preset: 'house', rules: ids.rules, seats: 3 },
    createRollDice: { player: { name: 'Fuzz', bot: null }, seed: '2', generator: null },
    getRollDice: { gameId: ids.rolldice },
    rollDiceAct: { gameId: ids.rolldice, step: 0, action: { type: 'roll', die: 1 } },
    rollDiceBotStep: { gameId: ids.rolldice },
    rollDiceHint: { gameId: ids.rolldice },
    createTable: {
      game: 'rolldice',
      setup: { player: { name: 'Fuzz', bot: null }, seed: '2', generator: null },
    },
    getTable: { gameId: ids.rolldice },
    tableAct: { gameId: ids.rolldice, step: 0, action: { type: 'roll', die: 1 } },
    tableBotStep: { gameId: ids.rolldice },
    tableHint: { gameId: ids.rolldice },
    solveRules: { rules: ids.rules },
    startLab: { bots: ['optimal'], preset: 'minimal', turns: 10, games: 0, seed: '1' },
    labStatus: { jobId: 'nope' },
    cancelLab: { jobId: 'nope' },
    saveSettings: {
      defaultPreset: 'house',
      botSpeed: 'fast',
      animations: true,
      coach: false,
      volume: 40,
      muted: true,
      theme: 'light',
      scoringAid: true,
      confirmLosingBank: true,
      playerName: 'Fuzz',
      nameAsked: true,
      guideOffered: true,
      farkleHold: 'pause',
    },
    renameProfile: { profileId: ids.profile, name: 'Renamed' },
    mergeProfiles: { fromId: ids.profile, intoId: ids.profile },
    archiveProfile: { profileId: ids.profile, archived: false },
    profileStats: { profileId: ids.profile, withChosenSeeds: true },
    listHistory: { profileId: null, preset: null, from: null, to: null, limit: 5, offset: 0 },
    importFile: { text: '{}' },
    importStatus: null,
    ruleLimits: null,
    listRuleSets: null,
    describeRules: { preset: 'house', rules: ids.rules },
    howToPlay: { game: 'pig' },
    saveRuleSet: { preset: 'house', rules: ids.rules, name: 'Fuzz rules' },
    deleteRuleSet: { id: 1 },
    exportRules: { preset: 'house', rules: ids.rules, name: 'Fuzz rules' },
    shareGame: { gameId: ids.farkle, address: '127.0.0.2' },
    stopSharing: { gameId: ids.farkle },
    revokeSeat: { gameId: ids.farkle, seat: 0 },
    handSeatToBot: { gameId: ids.farkle, seat: 0 },
    shareAddresses: null,
    sharedGame: { gameId: ids.farkle },
  } as Record<string, unknown>;
}

/**
 * Games to act on (a two-seat Farkle game with a typed seed, a spare one-seat game, a
 * Roll-Dice-Roll game) and a valid request for every method that names them.
 */
export async function validRequests(call: ReturnType<typeof openTestApp>['call']) {
  const farkle = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Ann', bot: null },
      { name: 'Bob', bot: null },
    ],
    // Typed, so its replay can be exported to check it while the game is unfinished.
    seed: '4242',
    generator: null,
  });
  const spare = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [{ name: 'Sid', bot: null }],
    seed: null,
    generator: null,
  });
  const rolldice = await call<{ id: string }>('createRollDice', {
    player: { name: 'Cy', bot: null },
    seed: null,
    generator: null,
  });
  const [profile] = await call<Array<{ id: number }>>('listProfiles');
  const presets = await call<Array<{ id: string; rules: unknown }>>('listPresets');
  const valid = templates({
    farkle: farkle.id,
    spare: spare.id,
    rolldice: rolldice.id,
    profile: profile!.id,
    rules: presets.find((p) => p.id === 'house')!.rules,
  });
  return { farkle, valid };
}
