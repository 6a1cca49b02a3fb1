// The page's words in English, French and Spanish. The referee's messages (a verdict) come from the
// server in the page's language: api.js asks for it with Accept-Language.
const LABELS = {
  en: {
    home: 'Home', homeTitle: 'Word and number games from TV',
    homeLead: 'The letters and numbers rounds of Countdown, Des chiffres et des lettres and Cifras y Letras, and Scrabble: against the computer, today’s puzzles, or with a friend.',
    playNow: 'Play {show} now', open: 'Open', tools: 'Tools',
    homeGame: 'A whole show, round by round, against the computer or a friend on this device.',
    homeDaily: 'Today’s puzzles, the same for everyone: one try, a leaderboard, a streak.',
    homeConundrum: 'Nine letters, one word: find it before the clock.',
    homeDuel: 'Open a room and send the link: a friend plays the same rounds, live.',
    homeScrabble: 'On the board against the computer (six levels), with hints and a review of the game.',
    homeRounds: 'One round', homeRoundsLine: 'A single numbers or letters round to practise.',
    homeSolver: 'every answer for any tiles or letters', homeApi: 'the same answers for your own program',
    theme: 'Theme', themeAuto: 'Automatic', themeLight: 'Light', themeDark: 'Dark',
    duelLinkColon: 'Invite with this link: ',
    duelRematch: 'Rematch', duelRematchJoin: '{name} asks for a rematch: join', colon: ': ', me: 'Me', save: 'Save', saved: 'Saved', dailyFigures: 'Daily puzzles', duelsAndRatings: 'Duels and ratings',
    otherDevice: 'Play on another device',
    otherDeviceNote: 'Your figures follow you: show a code here, then type it on the other device (or open the link there). A code works once, for 10 minutes.',
    showCode: 'Show a code', codeFromOther: 'Code from the other device', useCode: 'Use the code',
    claimNote: 'This device then plays as you; what it played before under another name stays with that one.',
    daysPlayed: 'Days played', streak: 'Streak', bestStreak: 'Best streak', pointsSpread: 'Days by points',
    latestDays: 'Latest days', noDailyYet: 'No daily result sent yet: send one from the Daily tab.',
    roomGames: 'Duels finished', won: 'won', drawnGames: 'drawn', lost: 'lost',
    deviceMoved: 'Done: this device now plays as you.',
    show: 'Show', language: 'Language', numbersRound: 'Numbers round', lettersRound: 'Letters round',
    solver: 'Solver', largeTiles: 'Large tiles', draw: 'Draw', submit: 'Submit', hint: 'Hint', clear: 'Clear', zoomBoard: 'Zoom', atBest: 'rounds at the best possible', roundByRound: 'The game round by round', drawn: 'Drawn', playAgain: 'Play again', slipLeft: 'correct it and check again; tries left:', meanings: 'What the words mean', moreInDictionary: 'more in a dictionary', lookUpInDictionary: 'look it up in a dictionary', pos_noun: 'noun', pos_verb: 'verb', pos_adjective: 'adjective', pos_adverb: 'adverb', erase: 'Erase the last', opPlus: 'plus', opMinus: 'minus', opTimes: 'times', opDivide: 'divided by', opOpen: 'open parenthesis', opClose: 'close parenthesis',
    vowel: 'Vowel', consonant: 'Consonant', numbers: 'Numbers', letters: 'Letters', solve: 'Solve', words: 'Words',
    answerHint: 'e.g. 8*75-(9-3), or 8*75=600, 9-3=6, 600-6=594', wordHint: 'your longest word',
    target: 'target', tiles: 'tiles, e.g. 25 50 75 100 3 6', rack: 'rack, ? for a blank',
    noPiles: 'This show publishes no letter piles to draw from; use the solver.',
    accepted: 'Accepted', rejected: 'Rejected', exact: 'exact', off: 'off by', points: 'points',
    best: 'Best', distinct: 'distinct solutions', longest: 'Longest words', none: 'none', timeUp: 'time is up',
    hintPrefix: 'Try first', noHint: 'No hint: no calculation is needed.', letters_: 'letters',
    notInDictionary: 'not a word of the list', solutions: 'solutions', wordsFound: 'words',
    game: 'Whole game', daily: 'Daily', conundrum: 'Conundrum', format: 'Game', opponent: 'Opponent',
    level: 'Computer, level', twoPlayers: 'Two players on this device', yourName: 'Your name',
    player1: 'Player 1', player2: 'Player 2', start: 'Start', newGame: 'New game', round: 'Round',
    of: 'of', picks: 'picks', pickLetters: 'Ask for a vowel (V) or a consonant (C).',
    pickLarge: 'How many large tiles? (keys 0 to 4)', large: 'large', declare: 'Declare', buzz: 'Buzz',
    yourWord: 'word', yourCalculation: 'calculation', yourGuess: 'guess', declared: 'answered',
    reveal: 'Reveal', next: 'Next round', finalScore: 'Final score', winner: '{name} wins!', draw_: 'A draw',
    answer: 'Answer', verdict: 'Verdict', player: 'Player', total: 'Total', bestPossible: 'Best possible',
    kind_letters: 'Letters', kind_numbers: 'Numbers', kind_conundrum: 'Conundrum', nothing: '(nothing)', nobodyScores: 'nobody scores',
    standIn: 'Letters drawn from the language’s Scrabble bag, not from the show’s piles (it publishes none)', check: 'Check', share: 'Share', copied: 'Copied to the clipboard',
    copyByHand: 'Select the text to copy it', stars: 'stars', newConundrum: 'New conundrum',
    computerNone: 'No computer', clockNotShows: 'clock: our default, the show states none', resumeNote: 'Game resumed',
    dailyFor: 'Puzzles of', guessNote: 'Type your guess and buzz with Enter.',
    scrabble: 'Scrabble', tileSet: 'Tiles and words', wordList: 'Word list', seed: 'Game number (optional)', playMove: 'Play',
    recall: 'Take back', exchange: 'Exchange', pass: 'Pass', blankAs: 'The blank stands for', moves: 'Moves',
    scrabbleHelp: 'Pick a rack tile, then a square (or drag it there). On the board, arrows move, a letter key places that tile, Backspace takes the last one back, Enter plays.',
    exchangeHelp: 'Pick the tiles to give back, then Exchange again.', bagLeft: 'in the bag', unseen: 'Unseen', downloadGcg: 'Download the game (GCG)', reviewGame: 'Review the game', endgameHint: 'Endgame (bag empty), best', spreadToEnd: 'spread to the end', proven: 'proven', notProven: 'not proven within a second', reviewCaption: 'Each turn against the best move by equity (score and the value of the tiles kept)', reviewTurn: 'Turn', reviewPlayer: 'Player', reviewRack: 'Rack', reviewPlayed: 'Played', reviewScore: 'Score', reviewRank: 'Rank', reviewBest: 'Best by equity', reviewLost: 'Equity lost', duelComputer: 'Scrabble: the computer in the room, level', duelNoComputer: 'none', yourRating: 'Your rating', rating_duel: 'duels', rating_scrabble: 'Scrabble', ratedGames: 'rated games', analyse: 'Analyse', simCaption: 'The best moves played out two turns ahead', simMove: 'Move', simWin: 'Win %', simValue: 'Mean value', simIterations: 'Iterations', simDropped: 'dropped', preEndgameHint: 'Pre-endgame (one tile in the bag), best', winChance: 'win chance', preNotProven: 'not proven in half a second', you: 'You',
    computer: 'Computer', passed: 'passed', exchanged: 'exchanged', gameOver: 'Game over', rackLeft: 'rack left',
    noMoveHint: 'No move with this rack.',
    abandonGame: 'Leave this game? It cannot be resumed.',
    levelGame1: 'Level 1 knows the 3,000 commonest words, counts with 2 of the tiles, and finds one conundrum in five, in 10 to 29 s.',
    levelGame2: 'Level 2 knows the 8,000 commonest words, counts with 3 of the tiles, and finds two conundrums in five, in 8 to 24 s.',
    levelGame3: 'Level 3 knows the 25,000 commonest words, counts with 4 of the tiles, and finds three conundrums in five, in 5 to 18 s.',
    levelGame4: 'Level 4 knows every word of the frequency list, counts with 5 of the tiles, and finds four conundrums in five, in 3 to 12 s.',
    levelGame5: 'Level 5 knows every word of the list, finds the best calculation, and every conundrum, in 1 to 5 s.',
    levelScrabble1: 'Level 1 plays one of its 20 best moves of at most 3 tiles, with words among the 3,000 commonest.',
    levelScrabble2: 'Level 2 plays one of its 10 best moves of at most 4 tiles, with words among the 8,000 commonest.',
    levelScrabble3: 'Level 3 plays one of its 5 best scores, with words among the 25,000 commonest.',
    levelScrabble4: 'Level 4 plays the best score.',
    levelScrabble5: 'Level 5 plays the best score plus the value of the tiles it keeps, and solves endgames.',
    levelScrabble6: 'Level 6 plays its best moves out two turns ahead hundreds of times and picks the one that wins most.',
    duelCopy: 'Copy the link',
    boardLabel: 'board', rackLabel: 'your rack', blankTile: 'blank', premium_tw: '3W', premium_dw: '2W', premium_tl: '3L', premium_dl: '2L', premiumName_tw: 'triple word', premiumName_dw: 'double word', premiumName_tl: 'triple letter', premiumName_dl: 'double letter',
    duelLettersNumbers: 'Letters, numbers', duelFourRounds: 'Letters, letters, numbers, conundrum', duelCountdown: 'Countdown (15 rounds)', solverLang: 'language of the word list', variant_twentyfour: '24 game', list_enable: 'ENABLE2K, the Enhanced North American Benchmark Lexicon (public domain)', list_playable: 'Every form fit for play (no symbol or abbreviation)', list_es_playable: 'Every form fit for play (no symbol, abbreviation or verb with attached pronouns)',
    shuffle: 'Shuffle', thinking: 'The computer is thinking…', sending: 'Sending…', lastMove: 'last move', tentativeMove: 'This move:', notPlayable: 'Not playable:', equity: 'equity', yourTurn: 'Your turn', turnOf: 'Waiting for',
    boardName: 'Name on the leaderboard (optional)', sendResult: 'Send my result', leaderboard: 'Leaderboard',
    duel: 'Duel', duelRounds: 'Game', duelSeconds: 'Seconds a round (a turn in Scrabble)', duelOpen: 'Open a room',
    duelJoin: 'Take a seat', duelWatch: 'Watch', duelWaiting: 'waiting for the picks',
    duelAnsweredBy: 'answered', duelPicker: 'picks', duelOver: 'Final score', duelAway: 'away',
    duelResumed: 'The server restarted: the game goes on (this round\'s clock started again).',
    duelResumedTurn: 'The server restarted: the game goes on (this turn\'s clock started again).',
    anonymous: 'Anonymous', rank: 'rank', alreadyRecorded: 'Your first result of the day is kept', noResults: 'No result yet',
    bestAfterResult: 'the best answers show once your result is sent', computerLevel: 'Computer (level {n})', longestCommon: 'Longest common word', commonVery: 'very common', commonYes: 'common', commonLess: 'less common',
    commonRare: 'rare',
  },
  fr: {
    home: 'Accueil', homeTitle: 'Les jeux de lettres et de chiffres de la télévision',
    homeLead: 'Les manches de lettres et de chiffres des Chiffres et des lettres, de Countdown et de Cifras y Letras, et le Scrabble\u00a0: contre l’ordinateur, les énigmes du jour, ou avec un ami.',
    playNow: 'Jouer\u00a0: {show}', open: 'Ouvrir', tools: 'Outils',
    homeGame: 'Une émission entière, manche par manche, contre l’ordinateur ou un ami sur cet appareil.',
    homeDaily: 'Les énigmes du jour, les mêmes pour tous\u00a0: un essai, un classement, une série.',
    homeConundrum: 'Neuf lettres, un mot\u00a0: trouvez-le avant la fin du temps.',
    homeDuel: 'Ouvrez un salon et envoyez le lien\u00a0: un ami joue les mêmes manches, en direct.',
    homeScrabble: 'Sur la grille contre l’ordinateur (six niveaux), avec des indices et la partie revue.',
    homeRounds: 'Une manche', homeRoundsLine: 'Une seule manche de chiffres ou de lettres pour s’entraîner.',
    homeSolver: 'toutes les réponses pour des plaques ou des lettres', homeApi: 'les mêmes réponses pour vos propres programmes',
    theme: 'Thème', themeAuto: 'Automatique', themeLight: 'Clair', themeDark: 'Sombre',
    duelLinkColon: 'Invitez avec ce lien\u00a0: ',
    duelRematch: 'Revanche', duelRematchJoin: '{name} demande une revanche\u00a0: la jouer', colon: '\u00a0: ', me: 'Moi', save: 'Enregistrer', saved: 'Enregistré', dailyFigures: 'Énigmes du jour', duelsAndRatings: 'Duels et classements',
    otherDevice: 'Jouer sur un autre appareil',
    otherDeviceNote: 'Vos chiffres vous suivent\u00a0: affichez un code ici, puis tapez-le sur l’autre appareil (ou ouvrez-y le lien). Un code sert une fois, pendant 10 minutes.',
    showCode: 'Afficher un code', codeFromOther: 'Code de l’autre appareil', useCode: 'Utiliser le code',
    claimNote: 'Cet appareil joue alors en votre nom\u00a0; ce qu’il a joué avant sous un autre nom reste à celui-ci.',
    daysPlayed: 'Jours joués', streak: 'Série', bestStreak: 'Meilleure série', pointsSpread: 'Jours par points',
    latestDays: 'Derniers jours', noDailyYet: 'Aucun résultat du jour envoyé\u00a0: envoyez-en un depuis l’onglet Du jour.',
    roomGames: 'Duels terminés', won: 'gagnés', drawnGames: 'nuls', lost: 'perdus',
    deviceMoved: 'C’est fait\u00a0: cet appareil joue en votre nom.',
    show: 'Émission', language: 'Langue', numbersRound: 'Le compte est bon', lettersRound: 'Le mot le plus long',
    solver: 'Solveur', largeTiles: 'Grandes plaques', draw: 'Tirer', submit: 'Valider', hint: 'Indice',
    clear: 'Effacer', zoomBoard: 'Agrandir', atBest: 'manches au meilleur possible', roundByRound: 'La partie manche par manche', drawn: 'Tirage', playAgain: 'Rejouer', slipLeft: 'corrigez et vérifiez à nouveau\u00a0; essais restants\u00a0:', meanings: 'Ce que veulent dire les mots', moreInDictionary: 'plus dans le dictionnaire', lookUpInDictionary: 'voir le dictionnaire', pos_noun: 'nom', pos_verb: 'verbe', pos_adjective: 'adjectif', pos_adverb: 'adverbe', erase: 'Effacer le dernier', opPlus: 'plus', opMinus: 'moins', opTimes: 'fois', opDivide: 'divisé par', opOpen: 'parenthèse ouvrante', opClose: 'parenthèse fermante', vowel: 'Voyelle', consonant: 'Consonne', numbers: 'Chiffres', letters: 'Lettres',
    solve: 'Résoudre', words: 'Mots', answerHint: 'ex. 8*75-(9-3), ou 8*75=600, 9-3=6, 600-6=594',
    wordHint: 'votre mot le plus long', target: 'nombre', tiles: 'plaques, ex. 25 50 75 100 3 6',
    rack: 'tirage,\u00a0? pour un joker', noPiles: 'Cette émission ne publie pas ses piles de lettres\u00a0; utilisez le solveur.',
    accepted: 'Accepté', rejected: 'Refusé', exact: 'compte est bon', off: 'à', points: 'points',
    best: 'Meilleur', distinct: 'solutions distinctes', longest: 'Mots les plus longs', none: 'aucun',
    timeUp: 'temps écoulé', hintPrefix: 'Commencez par', noHint: 'Pas d’indice\u00a0: aucun calcul n’est nécessaire.',
    letters_: 'lettres', notInDictionary: 'absent de la liste', solutions: 'solutions', wordsFound: 'mots',
    game: 'Partie complète', daily: 'Du jour', conundrum: 'Anagramme', format: 'Partie', opponent: 'Adversaire',
    level: 'Ordinateur, niveau', twoPlayers: 'Deux joueurs sur cet appareil', yourName: 'Votre nom',
    player1: 'Joueur 1', player2: 'Joueur 2', start: 'Commencer', newGame: 'Nouvelle partie', round: 'Manche',
    of: 'sur', picks: 'choisit', pickLetters: 'Demandez une voyelle (V) ou une consonne (C).',
    pickLarge: 'Combien de grandes plaques\u00a0? (touches 0 à 4)', large: 'grandes', declare: 'Annoncer',
    buzz: 'Buzzer', yourWord: 'mot', yourCalculation: 'calcul', yourGuess: 'proposition', declared: 'a répondu',
    reveal: 'Révéler', next: 'Manche suivante', finalScore: 'Score final', winner: '{name} gagne\u00a0!', draw_: 'Égalité',
    answer: 'Réponse', verdict: 'Verdict', player: 'Joueur', total: 'Total', bestPossible: 'Meilleur possible',
    kind_letters: 'Lettres', kind_numbers: 'Chiffres', kind_conundrum: 'Anagramme', nothing: '(rien)', nobodyScores: 'personne ne marque',
    standIn: 'Lettres tirées du sac de Scrabble de la langue, pas des piles de l’émission (elle n’en publie pas)', check: 'Vérifier', share: 'Partager', copied: 'Copié',
    copyByHand: 'Sélectionnez le texte pour le copier', stars: 'étoiles', newConundrum: 'Nouvelle anagramme',
    computerNone: 'Sans ordinateur', clockNotShows: 'durée\u00a0: la nôtre, l’émission n’en donne pas',
    resumeNote: 'Partie reprise', dailyFor: 'Énigmes du', guessNote: 'Tapez votre proposition et buzzez avec Entrée.',
    scrabble: 'Scrabble', tileSet: 'Jetons et mots', wordList: 'Liste de mots', seed: 'Numéro de partie (facultatif)', playMove: 'Jouer',
    recall: 'Reprendre', exchange: 'Échanger', pass: 'Passer', blankAs: 'Le joker vaut', moves: 'Coups',
    scrabbleHelp: 'Choisissez un jeton du chevalet puis une case (ou glissez-le). Sur la grille\u00a0: flèches pour se déplacer, une lettre pose ce jeton, Retour arrière reprend le dernier, Entrée joue.',
    exchangeHelp: 'Choisissez les jetons à rendre, puis Échanger de nouveau.', bagLeft: 'dans le sac', unseen: 'Non vus', downloadGcg: 'Télécharger la partie (GCG)', reviewGame: 'Revoir la partie', endgameHint: 'Fin de partie (sac vide), le meilleur', spreadToEnd: 'écart jusqu’à la fin', proven: 'prouvé', notProven: 'non prouvé en une seconde', reviewCaption: 'Chaque tour face au meilleur coup en équité (points et valeur des jetons gardés)', reviewTurn: 'Tour', reviewPlayer: 'Joueur', reviewRack: 'Chevalet', reviewPlayed: 'Joué', reviewScore: 'Points', reviewRank: 'Rang', reviewBest: 'Meilleur en équité', reviewLost: 'Équité perdue', duelComputer: 'Scrabble\u00a0: l’ordinateur dans le salon, niveau', duelNoComputer: 'aucun', yourRating: 'Votre classement', rating_duel: 'duels', rating_scrabble: 'Scrabble', ratedGames: 'parties classées', analyse: 'Analyser', simCaption: 'Les meilleurs coups joués deux tours plus loin', simMove: 'Coup', simWin: 'Victoire %', simValue: 'Valeur moyenne', simIterations: 'Itérations', simDropped: 'écarté', preEndgameHint: 'Avant-fin (un jeton dans le sac), le meilleur', winChance: 'chance de gagner', preNotProven: 'non prouvé en une demi-seconde', you: 'Vous',
    computer: 'Ordinateur', passed: 'passe', exchanged: 'échange', gameOver: 'Partie terminée', rackLeft: 'reste',
    noMoveHint: 'Aucun coup avec ce tirage.',
    abandonGame: 'Abandonner cette partie\u00a0? Elle ne pourra pas être reprise.',
    levelGame1: 'Le niveau 1 connaît les 3 000 mots les plus courants, compte avec 2 des plaques et trouve une anagramme sur cinq, en 10 à 29 s.',
    levelGame2: 'Le niveau 2 connaît les 8 000 mots les plus courants, compte avec 3 des plaques et trouve deux anagrammes sur cinq, en 8 à 24 s.',
    levelGame3: 'Le niveau 3 connaît les 25 000 mots les plus courants, compte avec 4 des plaques et trouve trois anagrammes sur cinq, en 5 à 18 s.',
    levelGame4: 'Le niveau 4 connaît tous les mots de la liste de fréquences, compte avec 5 des plaques et trouve quatre anagrammes sur cinq, en 3 à 12 s.',
    levelGame5: 'Le niveau 5 connaît tous les mots de la liste, trouve le meilleur calcul et toutes les anagrammes, en 1 à 5 s.',
    levelScrabble1: 'Le niveau 1 joue l’un de ses 20 meilleurs coups d’au plus 3 jetons, avec des mots parmi les 3 000 plus courants.',
    levelScrabble2: 'Le niveau 2 joue l’un de ses 10 meilleurs coups d’au plus 4 jetons, avec des mots parmi les 8 000 plus courants.',
    levelScrabble3: 'Le niveau 3 joue l’un de ses 5 meilleurs scores, avec des mots parmi les 25 000 plus courants.',
    levelScrabble4: 'Le niveau 4 joue le meilleur score.',
    levelScrabble5: 'Le niveau 5 joue le meilleur score plus la valeur des jetons qu’il garde, et résout les fins de partie.',
    levelScrabble6: 'Le niveau 6 rejoue ses meilleurs coups deux tours plus loin des centaines de fois et choisit celui qui gagne le plus.',
    duelCopy: 'Copier le lien',
    boardLabel: 'grille', rackLabel: 'votre chevalet', blankTile: 'joker', premium_tw: 'MT', premium_dw: 'MD', premium_tl: 'LT', premium_dl: 'LD', premiumName_tw: 'mot compte triple', premiumName_dw: 'mot compte double', premiumName_tl: 'lettre compte triple', premiumName_dl: 'lettre compte double',
    duelLettersNumbers: 'Lettres, chiffres', duelFourRounds: 'Lettres, lettres, chiffres, anagramme', duelCountdown: 'Countdown (15 manches)', solverLang: 'langue de la liste de mots', variant_twentyfour: 'Jeu de 24', list_enable: 'ENABLE2K, lexique nord-américain pour les jeux de mots (domaine public)', list_playable: 'Toutes les formes jouables (sans symbole ni abréviation)', list_es_playable: 'Toutes les formes jouables (sans symbole, abréviation ni verbe à pronom enclitique)',
    shuffle: 'Mélanger', thinking: 'L’ordinateur réfléchit…', sending: 'Envoi…', lastMove: 'dernier coup', tentativeMove: 'Ce coup\u00a0:', notPlayable: 'Injouable\u00a0:', equity: 'équité', yourTurn: 'À vous', turnOf: 'Au tour de',
    boardName: 'Nom au classement (facultatif)', sendResult: 'Envoyer mon résultat', leaderboard: 'Classement',
    duel: 'Duel', duelRounds: 'Jeu', duelSeconds: 'Secondes par manche (par coup au Scrabble)', duelOpen: 'Ouvrir une salle',
    duelJoin: 'Prendre une place', duelWatch: 'Regarder', duelWaiting: 'tirage en cours',
    duelAnsweredBy: 'ont répondu', duelPicker: 'choisit', duelOver: 'Score final', duelAway: 'absent',
    duelResumed: 'Le serveur a redémarré\u00a0: la partie continue (le temps de cette manche repart).',
    duelResumedTurn: 'Le serveur a redémarré\u00a0: la partie continue (le temps de ce coup repart).',
    anonymous: 'Anonyme', rank: 'rang', alreadyRecorded: 'Votre premier résultat du jour est gardé', noResults: 'Aucun résultat',
    bestAfterResult: 'les meilleures réponses s’affichent une fois votre résultat envoyé', computerLevel: 'Ordinateur (niveau {n})', longestCommon: 'Mot courant le plus long', commonVery: 'très courant', commonYes: 'courant', commonLess: 'moins courant',
    commonRare: 'rare',
  },
  es: {
    home: 'Inicio', homeTitle: 'Los juegos de letras y números de la tele',
    homeLead: 'Las rondas de letras y de cifras de Cifras y Letras, Countdown y Des chiffres et des lettres, y el Scrabble: contra el ordenador, los retos del día o con un amigo.',
    playNow: 'Jugar a {show}', open: 'Abrir', tools: 'Herramientas',
    homeGame: 'Un programa entero, ronda a ronda, contra el ordenador o un amigo en este dispositivo.',
    homeDaily: 'Los retos del día, los mismos para todos: un intento, una clasificación, una racha.',
    homeConundrum: 'Nueve letras, una palabra: encuéntrala antes de que acabe el tiempo.',
    homeDuel: 'Abre una sala y envía el enlace: un amigo juega las mismas rondas, en directo.',
    homeScrabble: 'En el tablero contra el ordenador (seis niveles), con pistas y la partida revisada.',
    homeRounds: 'Una ronda', homeRoundsLine: 'Una sola ronda de cifras o de letras para practicar.',
    homeSolver: 'todas las respuestas para cualquier ficha o letra', homeApi: 'las mismas respuestas para tus propios programas',
    theme: 'Tema', themeAuto: 'Automático', themeLight: 'Claro', themeDark: 'Oscuro',
    duelLinkColon: 'Invita con este enlace: ',
    duelRematch: 'Revancha', duelRematchJoin: '{name} pide la revancha: jugarla', colon: ': ', me: 'Yo', save: 'Guardar', saved: 'Guardado', dailyFigures: 'Retos del día', duelsAndRatings: 'Duelos y clasificaciones',
    otherDevice: 'Jugar en otro dispositivo',
    otherDeviceNote: 'Tus cifras te siguen: muestra aquí un código y escríbelo en el otro dispositivo (o abre allí el enlace). Un código sirve una vez, durante 10 minutos.',
    showCode: 'Mostrar un código', codeFromOther: 'Código del otro dispositivo', useCode: 'Usar el código',
    claimNote: 'Este dispositivo juega entonces con tu nombre; lo que jugó antes con otro nombre queda con ese.',
    daysPlayed: 'Días jugados', streak: 'Racha', bestStreak: 'Mejor racha', pointsSpread: 'Días por puntos',
    latestDays: 'Últimos días', noDailyYet: 'Aún no has enviado ningún resultado del día: envía uno desde la pestaña Diario.',
    roomGames: 'Duelos terminados', won: 'ganados', drawnGames: 'empates', lost: 'perdidos',
    deviceMoved: 'Hecho: este dispositivo juega ahora con tu nombre.',
    show: 'Programa', language: 'Idioma', numbersRound: 'Cifras', lettersRound: 'Letras', solver: 'Solucionador',
    largeTiles: 'Números grandes', draw: 'Sacar', submit: 'Enviar', hint: 'Pista', clear: 'Borrar', zoomBoard: 'Ampliar', atBest: 'rondas al mejor posible', roundByRound: 'La partida ronda a ronda', drawn: 'Sorteo', playAgain: 'Jugar otra vez', slipLeft: 'corrígelo y vuelve a comprobar; intentos restantes:', meanings: 'Qué significan las palabras', moreInDictionary: 'más en el diccionario', lookUpInDictionary: 'ver en el diccionario', pos_noun: 'sustantivo', pos_verb: 'verbo', pos_adjective: 'adjetivo', pos_adverb: 'adverbio', erase: 'Borrar el último', opPlus: 'más', opMinus: 'menos', opTimes: 'por', opDivide: 'entre', opOpen: 'abrir paréntesis', opClose: 'cerrar paréntesis',
    vowel: 'Vocal', consonant: 'Consonante', numbers: 'Cifras', letters: 'Letras', solve: 'Resolver',
    words: 'Palabras', answerHint: 'p. ej. 8*75-(9-3), o 8*75=600, 9-3=6, 600-6=594',
    wordHint: 'tu palabra más larga', target: 'objetivo', tiles: 'números, p. ej. 25 50 75 100 3 6',
    rack: 'letras, ? para un comodín', noPiles: 'Este programa no publica sus montones de letras; usa el solucionador.',
    accepted: 'Aceptada', rejected: 'Rechazada', exact: 'exacto', off: 'a', points: 'puntos', best: 'Mejor',
    distinct: 'soluciones distintas', longest: 'Palabras más largas', none: 'ninguna', timeUp: 'se acabó el tiempo',
    hintPrefix: 'Prueba primero', noHint: 'Sin pista: no hace falta calcular.', letters_: 'letras',
    notInDictionary: 'no está en la lista', solutions: 'soluciones', wordsFound: 'palabras',
    game: 'Partida completa', daily: 'Diario', conundrum: 'Anagrama', format: 'Partida', opponent: 'Rival',
    level: 'Ordenador, nivel', twoPlayers: 'Dos jugadores en este dispositivo', yourName: 'Tu nombre',
    player1: 'Jugador 1', player2: 'Jugador 2', start: 'Empezar', newGame: 'Nueva partida', round: 'Ronda',
    of: 'de', picks: 'elige', pickLetters: 'Pide una vocal (V) o una consonante (C).',
    pickLarge: '¿Cuántos números grandes? (teclas 0 a 4)', large: 'grandes', declare: 'Declarar', buzz: 'Pulsador',
    yourWord: 'palabra', yourCalculation: 'cálculo', yourGuess: 'respuesta', declared: 'ha respondido',
    reveal: 'Revelar', next: 'Siguiente ronda', finalScore: 'Resultado final', winner: '¡{name} gana!', draw_: 'Empate',
    answer: 'Respuesta', verdict: 'Veredicto', player: 'Jugador', total: 'Total', bestPossible: 'Lo mejor posible',
    kind_letters: 'Letras', kind_numbers: 'Cifras', kind_conundrum: 'Anagrama', nothing: '(nada)', nobodyScores: 'nadie puntúa',
    standIn: 'Letras sacadas de la bolsa de Scrabble del idioma, no de los montones del programa (no los publica)', check: 'Comprobar', share: 'Compartir', copied: 'Copiado',
    copyByHand: 'Selecciona el texto para copiarlo', stars: 'estrellas', newConundrum: 'Nuevo anagrama',
    computerNone: 'Sin ordenador', clockNotShows: 'tiempo: el nuestro, el programa no da ninguno',
    resumeNote: 'Partida reanudada', dailyFor: 'Retos del', guessNote: 'Escribe tu respuesta y pulsa Intro.',
    scrabble: 'Scrabble', tileSet: 'Fichas y palabras', wordList: 'Lista de palabras', seed: 'Número de partida (opcional)', playMove: 'Jugar',
    recall: 'Retirar', exchange: 'Cambiar', pass: 'Pasar', blankAs: 'El comodín vale', moves: 'Jugadas',
    scrabbleHelp: 'Elige una ficha del atril y luego una casilla (o arrástrala). En el tablero: flechas para moverte, una letra coloca esa ficha, Retroceso quita la última, Intro juega.',
    exchangeHelp: 'Elige las fichas que devuelves y pulsa Cambiar otra vez.', bagLeft: 'en la bolsa', unseen: 'Sin ver', downloadGcg: 'Descargar la partida (GCG)', reviewGame: 'Revisar la partida', endgameHint: 'Final (bolsa vacía), lo mejor', spreadToEnd: 'diferencia hasta el final', proven: 'probado', notProven: 'no probado en un segundo', reviewCaption: 'Cada turno frente a la mejor jugada por equidad (puntos y valor de las fichas guardadas)', reviewTurn: 'Turno', reviewPlayer: 'Jugador', reviewRack: 'Atril', reviewPlayed: 'Jugada', reviewScore: 'Puntos', reviewRank: 'Puesto', reviewBest: 'Mejor por equidad', reviewLost: 'Equidad perdida', duelComputer: 'Scrabble: el ordenador en la sala, nivel', duelNoComputer: 'ninguno', yourRating: 'Tu clasificación', rating_duel: 'duelos', rating_scrabble: 'Scrabble', ratedGames: 'partidas puntuadas', analyse: 'Analizar', simCaption: 'Las mejores jugadas jugadas dos turnos más', simMove: 'Jugada', simWin: 'Victoria %', simValue: 'Valor medio', simIterations: 'Iteraciones', simDropped: 'descartada', preEndgameHint: 'Prefinal (una ficha en la bolsa), lo mejor', winChance: 'probabilidad de ganar', preNotProven: 'no probado en medio segundo', you: 'Tú',
    computer: 'Ordenador', passed: 'pasa', exchanged: 'cambia', gameOver: 'Partida terminada', rackLeft: 'atril',
    noMoveHint: 'Ninguna jugada con este atril.',
    abandonGame: '¿Abandonar esta partida? No se podrá reanudar.',
    levelGame1: 'El nivel 1 conoce las 3.000 palabras más comunes, cuenta con 2 de las fichas y encuentra un anagrama de cada cinco, en 10 a 29 s.',
    levelGame2: 'El nivel 2 conoce las 8.000 palabras más comunes, cuenta con 3 de las fichas y encuentra dos anagramas de cada cinco, en 8 a 24 s.',
    levelGame3: 'El nivel 3 conoce las 25.000 palabras más comunes, cuenta con 4 de las fichas y encuentra tres anagramas de cada cinco, en 5 a 18 s.',
    levelGame4: 'El nivel 4 conoce todas las palabras de la lista de frecuencias, cuenta con 5 de las fichas y encuentra cuatro anagramas de cada cinco, en 3 a 12 s.',
    levelGame5: 'El nivel 5 conoce todas las palabras de la lista, encuentra el mejor cálculo y todos los anagramas, en 1 a 5 s.',
    levelScrabble1: 'El nivel 1 juega una de sus 20 mejores jugadas de 3 fichas como mucho, con palabras entre las 3.000 más comunes.',
    levelScrabble2: 'El nivel 2 juega una de sus 10 mejores jugadas de 4 fichas como mucho, con palabras entre las 8.000 más comunes.',
    levelScrabble3: 'El nivel 3 juega una de sus 5 mejores puntuaciones, con palabras entre las 25.000 más comunes.',
    levelScrabble4: 'El nivel 4 juega la mejor puntuación.',
    levelScrabble5: 'El nivel 5 juega la mejor puntuación más el valor de las fichas que guarda, y resuelve los finales.',
    levelScrabble6: 'El nivel 6 repite sus mejores jugadas dos turnos más allá cientos de veces y elige la que más gana.',
    duelCopy: 'Copiar el enlace',
    boardLabel: 'tablero', rackLabel: 'tu atril', blankTile: 'comodín', premium_tw: 'TP', premium_dw: 'DP', premium_tl: 'TL', premium_dl: 'DL', premiumName_tw: 'triple palabra', premiumName_dw: 'doble palabra', premiumName_tl: 'triple letra', premiumName_dl: 'doble letra',
    duelLettersNumbers: 'Letras, cifras', duelFourRounds: 'Letras, letras, cifras, anagrama', duelCountdown: 'Countdown (15 rondas)', solverLang: 'idioma de la lista de palabras', variant_twentyfour: 'Juego del 24', list_enable: 'ENABLE2K, léxico norteamericano para juegos de palabras (dominio público)', list_playable: 'Todas las formas jugables (sin símbolos ni abreviaturas)', list_es_playable: 'Todas las formas jugables (sin símbolos, abreviaturas ni enclíticos)',
    shuffle: 'Mezclar', thinking: 'El ordenador está pensando…', sending: 'Enviando…', lastMove: 'última jugada', tentativeMove: 'Esta jugada:', notPlayable: 'No se puede jugar:', equity: 'equidad', yourTurn: 'Tu turno', turnOf: 'Turno de',
    boardName: 'Nombre en la clasificación (opcional)', sendResult: 'Enviar mi resultado', leaderboard: 'Clasificación',
    duel: 'Duelo', duelRounds: 'Juego', duelSeconds: 'Segundos por ronda (por turno en Scrabble)', duelOpen: 'Abrir una sala',
    duelJoin: 'Sentarse', duelWatch: 'Mirar', duelWaiting: 'sacando',
    duelAnsweredBy: 'han respondido', duelPicker: 'elige', duelOver: 'Resultado final', duelAway: 'ausente',
    duelResumed: 'El servidor se reinició: la partida sigue (el tiempo de esta ronda vuelve a empezar).',
    duelResumedTurn: 'El servidor se reinició: la partida sigue (el tiempo de este turno vuelve a empezar).',
    anonymous: 'Anónimo', rank: 'puesto', alreadyRecorded: 'Se guarda tu primer resultado del día', noResults: 'Sin resultados',
    bestAfterResult: 'las mejores respuestas se ven al enviar tu resultado', computerLevel: 'Ordenador (nivel {n})', longestCommon: 'Palabra común más larga', commonVery: 'muy común', commonYes: 'común', commonLess: 'menos común',
    commonRare: 'rara',
  },
};

let lang = (() => {
  const saved = localStorage.getItem('chiffres-lettres.lang');
  if (saved && LABELS[saved]) return saved;
  const nav = (navigator.language || 'en').slice(0, 2);
  return LABELS[nav] ? nav : 'en';
})();

/** Each language's show: its daily, its conundrum's words, the first screen's one-tap game. */
export const SHOW_OF = { en: 'countdown', fr: 'dcdl', es: 'cifras2024' };

export function t(key) {
  return LABELS[lang][key] ?? LABELS.en[key] ?? key;
}

/**
 * A word of a reveal marked by how common it is: "moonier (rare)". {word, commonness, commonest, common}
 * as the server gives it: commonest is how many words of the list are at least as common, common whether
 * it is among the words people know.
 */
export function markCommonness(w) {
  if (w.commonest === null || w.commonest === undefined) return w.word;
  const label = w.commonness === 0 ? t('commonRare') : w.commonest <= 5000 ? t('commonVery')
    : w.common ? t('commonYes') : t('commonLess');
  return `${w.word} (${label})`;
}

/** The words of a reveal, each marked, and the longest common word: two lines of text. */
export function revealWords(best, common) {
  const marked = (words) => (words.length ? words.map(markCommonness).join(', ') : t('none'));
  return `${t('longest')}${t('colon')}${marked(best)}\n${t('longestCommon')}${t('colon')}${marked(common)}`;
}

export function currentLang() {
  return lang;
}

export function setLang(next) {
  if (!LABELS[next]) return;
  lang = next;
  localStorage.setItem('chiffres-lettres.lang', next);
  applyLabels();
}

export function applyLabels() {
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.querySelectorAll('[data-i18n-placeholder]').forEach((el) => { el.placeholder = t(el.dataset.i18nPlaceholder); });
  document.querySelectorAll('[data-i18n-label]').forEach((el) => { el.setAttribute('aria-label', t(el.dataset.i18nLabel)); });
  document.dispatchEvent(new CustomEvent('labels'));
}
